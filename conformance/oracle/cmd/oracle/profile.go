// The cluster profile of a request: the API server flags and feature gates
// the answer is computed under (src/profile in the library).
//
// A request may carry a top-level "profile" next to "input":
//
//	{"id": "1", "op": "job.create", "profile": {"allowPrivileged": true,
//	  "featureGates": {"PodLevelResources": false}}, "input": {...}}
//
// Without "profile" nothing is set: the Go packages' own defaults answer
// (capabilities.Get().AllowPrivileged false, every gate at its default), as
// every request recorded before profiles existed was answered. With one:
//   - "kubernetesVersion" (optional; "1.37", "v1.37" or "1.37.2") must name
//     this build's minor (k8s.io/component-base/version.DefaultKubeBinaryVersion),
//     else the request is refused (oracleError);
//   - "allowPrivileged" (optional, default true, the library's default):
//     capabilities.ResetForTest + Initialize, as kube-apiserver's
//     --allow-privileged does;
//   - "featureGates" (optional): utilfeature.DefaultMutableFeatureGate.SetFromMap,
//     as --feature-gates does; its error refuses the request (oracleError
//     "profile: <SetFromMap's text>").
//
// Both are put back after the request (capabilities reset to the package
// default, every gate the request touched reset to its default).
//
// The gate set is kube-apiserver's: the Kubernetes, apiserver, client-go and
// zpages gates pkg/features registers, plus the logging gates
// cmd/kube-apiserver adds (logsapi.AddFeatureGates), added here in init.
//
// Ops: profile.gates (the gate table at this build's version, for the
// library's generated table) and profile.setGates (what SetFromMap answers
// for a map, on a copy of the gate).
package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"

	utilerrors "k8s.io/apimachinery/pkg/util/errors"
	utilfeature "k8s.io/apiserver/pkg/util/feature"
	"k8s.io/component-base/featuregate"
	logsapi "k8s.io/component-base/logs/api/v1"
	baseversion "k8s.io/component-base/version"
	"k8s.io/kubernetes/pkg/capabilities"
	_ "k8s.io/kubernetes/pkg/features"
)

func init() {
	if err := logsapi.AddFeatureGates(utilfeature.DefaultMutableFeatureGate); err != nil {
		panic(err)
	}
	register("profile.gates", profileGates)
	register("profile.setGates", profileSetGates)
}

type profileInput struct {
	KubernetesVersion *string         `json:"kubernetesVersion"`
	AllowPrivileged   *bool           `json:"allowPrivileged"`
	FeatureGates      map[string]bool `json:"featureGates"`
}

// profileMinor reads "1.37", "v1.37" or "1.37.2" as "1.37".
func profileMinor(v string) string {
	v = strings.TrimPrefix(v, "v")
	parts := strings.Split(v, ".")
	if len(parts) < 2 {
		return v
	}
	return parts[0] + "." + parts[1]
}

// applyProfile sets what the profile says and returns the function that
// puts it back. A nil or empty raw profile sets nothing.
func applyProfile(raw json.RawMessage) (func(), error) {
	if len(raw) == 0 || string(raw) == "null" {
		return func() {}, nil
	}
	var p profileInput
	if err := json.Unmarshal(raw, &p); err != nil {
		return func() {}, err
	}
	if p.KubernetesVersion != nil && profileMinor(*p.KubernetesVersion) != baseversion.DefaultKubeBinaryVersion {
		return func() {}, fmt.Errorf("kubernetesVersion %q: this oracle is Kubernetes %s", *p.KubernetesVersion, baseversion.DefaultKubeBinaryVersion)
	}
	allow := true
	if p.AllowPrivileged != nil {
		allow = *p.AllowPrivileged
	}
	capabilities.ResetForTest()
	capabilities.Initialize(capabilities.Capabilities{AllowPrivileged: allow})
	restore := func() {
		capabilities.ResetForTest()
		resetGates()
	}
	if len(p.FeatureGates) > 0 {
		// Tried on a copy first: before 1.37 a refused SetFromMap keeps the
		// unknown name in the gate's raw settings, and every later SetFromMap
		// (and copy) fails on it, so one refused request would change the
		// answers of all requests after it.
		if err := utilfeature.DefaultMutableFeatureGate.DeepCopy().SetFromMap(p.FeatureGates); err != nil {
			restore()
			return func() {}, err
		}
		if err := utilfeature.DefaultMutableFeatureGate.SetFromMap(p.FeatureGates); err != nil {
			restore()
			return func() {}, err
		}
	}
	return restore, nil
}

// resetGates puts every known gate back to its default (AllAlpha/AllBeta
// set many gates at once, so every gate, not only the request's keys).
func resetGates() {
	g := utilfeature.DefaultMutableFeatureGate
	for name := range g.GetAll() {
		_ = g.ResetFeatureValueToDefault(name)
	}
}

type gateRow struct {
	Name       string   `json:"name"`
	Default    bool     `json:"default"`
	PreRelease string   `json:"preRelease"`
	Locked     bool     `json:"lockToDefault"`
	DependsOn  []string `json:"dependsOn,omitempty"`
}

// profileGates: every gate kube-apiserver knows, at this build's version, sorted by name.
func profileGates(json.RawMessage) (any, error) {
	g := utilfeature.DefaultMutableFeatureGate
	deps := gateDependencies(g)
	rows := []gateRow{}
	for name, spec := range g.GetAll() {
		r := gateRow{Name: string(name), Default: spec.Default, PreRelease: string(spec.PreRelease), Locked: spec.LockToDefault}
		for _, d := range deps[name] {
			r.DependsOn = append(r.DependsOn, string(d))
		}
		sort.Strings(r.DependsOn)
		rows = append(rows, r)
	}
	sort.Slice(rows, func(i, j int) bool { return rows[i].Name < rows[j].Name })
	return map[string]any{"version": baseversion.DefaultKubeBinaryVersion, "gates": rows}, nil
}

// profileSetGates: SetFromMap's answer for {"featureGates": {...}} on a copy
// of the gate: {"errors": [...]}, the messages of its aggregate error sorted
// (Go walks the map in random order); with an unknown gate, only its
// message (Go stops at the first unknown gate it meets, after the errors of
// the gates it met before it, in random order).
func profileSetGates(input json.RawMessage) (any, error) {
	var p struct {
		FeatureGates map[string]bool `json:"featureGates"`
	}
	if err := json.Unmarshal(input, &p); err != nil {
		return nil, err
	}
	run := func() (map[string]any, error) {
		var g featuregate.MutableVersionedFeatureGate = utilfeature.DefaultMutableFeatureGate.DeepCopy()
		msgs := []string{}
		if err := g.SetFromMap(p.FeatureGates); err != nil {
			var agg utilerrors.Aggregate
			if errors.As(err, &agg) {
				for _, e := range agg.Errors() {
					msgs = append(msgs, e.Error())
				}
			} else {
				msgs = append(msgs, err.Error())
			}
		}
		for _, m := range msgs {
			if strings.HasPrefix(m, "unrecognized feature gate: ") {
				msgs = []string{m}
				break
			}
		}
		sort.Strings(msgs)
		return map[string]any{"errors": msgs}, nil
	}
	first, err := run()
	if err != nil {
		return nil, err
	}
	// With two or more unknown gates, which one Go names depends on map
	// order (an older minor's run meets many of 1.37's gates it does not
	// know): every answer it can give.
	return sampleMapOrders(first, run)
}
