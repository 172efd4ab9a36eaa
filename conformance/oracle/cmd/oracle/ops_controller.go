package main

// controller.syncJob: one syncJob of the real Job controller
// (k8s.io/kubernetes/pkg/controller/job), reached through the overlay file
// overlay/controller-job/zz_oracle_export.go, which sets the controller up as
// upstream's job_controller_test.go does: fake clientset, informer indexers,
// FakePodControl, a fake clock at `now`, a fake event recorder.
//
// Input:
//
//	{ "job": <batch/v1 Job as the API server stores it: defaulted, with metadata.uid>,
//	  "pods": [<core/v1 Pod>, …],              // the pod informer's content
//	  "now": "RFC 3339",                       // the controller's clock
//	  "backoff": {"failuresAfterLastSuccess": n, "lastFailureTime": "RFC 3339"?}?,  // back-off store
//	  "expectations": {"creations": n, "deletions": n}? }  // pod creates/deletes not yet observed
//
// Output:
//
//	{ "error": "…"?,                           // what syncJob returned
//	  "status": <batch/v1 JobStatus after the sync: the last status write, or the input status>,
//	  "statusWrites": n,                       // UpdateStatus calls on the clientset
//	  "createPods": n,
//	  "createIndexes": [i, …]?,                // Indexed Jobs: completion indexes of the created pods, ascending
//	  "createIndexFailureCounts": [n, …]?,     // with backoffLimitPerIndex: the pods' failure-count annotations
//	  "createIndexIgnoredFailureCounts": [n, …]?,  // (the annotation, which upstream omits when 0: then 0)
//	  "deletePods": [name, …],                 // ascending
//	  "removeFinalizers": [name, …],           // pods whose job-tracking finalizer was removed, ascending
//	  "adoptPods": [name, …], "releasePods": [name, …],  // other pod patches (ControllerRef)
//	  "events": [{"type", "reason", "message"}, …],      // in emission order
//	  "requeueAfterSeconds": s?,               // the earliest AddAfter of the sync
//	  "state": {"expectationsSatisfied": bool, "backoff": {…}?} }
//
// Pods are created, deleted and patched from parallel goroutines upstream,
// so those lists are sorted. When the answer still changes between runs (Go
// map order decides ties), the op returns {"oneOf": [answer, …]}.

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"

	batchv1 "k8s.io/api/batch/v1"
	v1 "k8s.io/api/core/v1"
	k8stesting "k8s.io/client-go/testing"
	jobcontroller "k8s.io/kubernetes/pkg/controller/job"
)

type controllerInput struct {
	Job     *batchv1.Job `json:"job"`
	Pods    []*v1.Pod    `json:"pods"`
	Now     string       `json:"now"`
	Backoff *struct {
		FailuresAfterLastSuccess int32   `json:"failuresAfterLastSuccess"`
		LastFailureTime          *string `json:"lastFailureTime"`
	} `json:"backoff"`
	Expectations *struct {
		Creations int `json:"creations"`
		Deletions int `json:"deletions"`
	} `json:"expectations"`
}

type controllerEvent struct {
	Type    string `json:"type"`
	Reason  string `json:"reason"`
	Message string `json:"message"`
}

type controllerBackoff struct {
	FailuresAfterLastSuccess int32   `json:"failuresAfterLastSuccess"`
	LastFailureTime          *string `json:"lastFailureTime,omitempty"`
}

type controllerState struct {
	ExpectationsSatisfied bool               `json:"expectationsSatisfied"`
	Backoff               *controllerBackoff `json:"backoff,omitempty"`
}

type controllerOutput struct {
	Error                           string            `json:"error,omitempty"`
	Status                          batchv1.JobStatus `json:"status"`
	StatusWrites                    int               `json:"statusWrites"`
	CreatePods                      int               `json:"createPods"`
	CreateIndexes                   []int             `json:"createIndexes,omitempty"`
	CreateIndexFailureCounts        []int             `json:"createIndexFailureCounts,omitempty"`
	CreateIndexIgnoredFailureCounts []int             `json:"createIndexIgnoredFailureCounts,omitempty"`
	DeletePods                      []string          `json:"deletePods"`
	RemoveFinalizers                []string          `json:"removeFinalizers"`
	AdoptPods                       []string          `json:"adoptPods,omitempty"`
	ReleasePods                     []string          `json:"releasePods,omitempty"`
	Events                          []controllerEvent `json:"events"`
	RequeueAfterSeconds             *float64          `json:"requeueAfterSeconds,omitempty"`
	State                           controllerState   `json:"state"`
}

const (
	completionIndexAnnotation     = "batch.kubernetes.io/job-completion-index"
	indexFailureCountAnnotation   = "batch.kubernetes.io/job-index-failure-count"
	indexIgnoredFailureAnnotation = "batch.kubernetes.io/job-index-ignored-failure-count"
)

func runSyncJob(in controllerInput, now time.Time) (controllerOutput, error) {
	sin := jobcontroller.OracleSyncInput{Job: in.Job.DeepCopy(), Now: now}
	for _, p := range in.Pods {
		sin.Pods = append(sin.Pods, p.DeepCopy())
	}
	if in.Backoff != nil {
		b := &jobcontroller.OracleBackoff{FailuresAfterLastSuccess: in.Backoff.FailuresAfterLastSuccess}
		if in.Backoff.LastFailureTime != nil {
			t, err := time.Parse(time.RFC3339, *in.Backoff.LastFailureTime)
			if err != nil {
				return controllerOutput{}, fmt.Errorf("backoff.lastFailureTime: %w", err)
			}
			b.LastFailureTime = &t
		}
		sin.Backoff = b
	}
	if in.Expectations != nil {
		sin.ExpectCreations = in.Expectations.Creations
		sin.ExpectDeletions = in.Expectations.Deletions
	}
	res, err := jobcontroller.OracleSyncJob(context.Background(), sin)
	if err != nil {
		return controllerOutput{}, err
	}
	out := controllerOutput{Status: in.Job.Status, DeletePods: []string{}, RemoveFinalizers: []string{}, Events: []controllerEvent{}}
	if res.Err != nil {
		out.Error = res.Err.Error()
	}
	for _, a := range res.Client.Actions() {
		if a.GetResource().Resource != "jobs" {
			continue
		}
		switch act := a.(type) {
		case k8stesting.UpdateAction:
			if act.GetSubresource() == "status" {
				if j, ok := act.GetObject().(*batchv1.Job); ok {
					out.Status = j.Status
					out.StatusWrites++
				}
			} else {
				return controllerOutput{}, fmt.Errorf("unexpected Job update")
			}
		case k8stesting.PatchAction:
			return controllerOutput{}, fmt.Errorf("unexpected Job patch %s", act.GetPatch())
		}
	}
	out.CreatePods = len(res.Templates)
	indexed := in.Job.Spec.CompletionMode != nil && *in.Job.Spec.CompletionMode == batchv1.IndexedCompletion
	perIndex := in.Job.Spec.BackoffLimitPerIndex != nil
	if indexed && len(res.Templates) > 0 {
		type created struct{ index, failures, ignored int }
		var cs []created
		for _, t := range res.Templates {
			c := created{index: annotationInt(t.Annotations, completionIndexAnnotation)}
			c.failures = annotationInt(t.Annotations, indexFailureCountAnnotation)
			// Upstream writes the ignored-failure count only when it is not 0.
			c.ignored = annotationInt(t.Annotations, indexIgnoredFailureAnnotation)
			if _, ok := t.Annotations[indexIgnoredFailureAnnotation]; !ok {
				c.ignored = 0
			}
			cs = append(cs, c)
		}
		sort.SliceStable(cs, func(i, j int) bool { return cs[i].index < cs[j].index })
		out.CreateIndexes = []int{}
		for _, c := range cs {
			out.CreateIndexes = append(out.CreateIndexes, c.index)
			if perIndex {
				out.CreateIndexFailureCounts = append(out.CreateIndexFailureCounts, c.failures)
				out.CreateIndexIgnoredFailureCounts = append(out.CreateIndexIgnoredFailureCounts, c.ignored)
			}
		}
	}
	out.DeletePods = append(out.DeletePods, res.DeletePodNames...)
	sort.Strings(out.DeletePods)
	for _, p := range res.Patches {
		s := string(p.Data)
		switch {
		case strings.Contains(s, `"$deleteFromPrimitiveList/finalizers"`):
			out.RemoveFinalizers = append(out.RemoveFinalizers, p.PodName)
		case strings.Contains(s, `"$patch":"delete"`):
			out.ReleasePods = append(out.ReleasePods, p.PodName)
		case strings.Contains(s, `"ownerReferences"`):
			out.AdoptPods = append(out.AdoptPods, p.PodName)
		default:
			return controllerOutput{}, fmt.Errorf("unclassified pod patch %s", s)
		}
	}
	sort.Strings(out.RemoveFinalizers)
	sort.Strings(out.AdoptPods)
	sort.Strings(out.ReleasePods)
	for _, e := range res.Events {
		parts := strings.SplitN(e, " ", 3)
		for len(parts) < 3 {
			parts = append(parts, "")
		}
		out.Events = append(out.Events, controllerEvent{Type: parts[0], Reason: parts[1], Message: parts[2]})
	}
	for _, d := range res.Requeues {
		s := d.Seconds()
		if out.RequeueAfterSeconds == nil || s < *out.RequeueAfterSeconds {
			out.RequeueAfterSeconds = &s
		}
	}
	out.State.ExpectationsSatisfied = res.ExpectationsSatisfied
	if res.Backoff != nil {
		b := &controllerBackoff{FailuresAfterLastSuccess: res.Backoff.FailuresAfterLastSuccess}
		if res.Backoff.LastFailureTime != nil {
			s := res.Backoff.LastFailureTime.UTC().Format(time.RFC3339Nano)
			b.LastFailureTime = &s
		}
		out.State.Backoff = b
	}
	return out, nil
}

func annotationInt(a map[string]string, key string) int {
	v, ok := a[key]
	if !ok {
		return -1
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		return -1
	}
	return n
}

// controllerRuns: how often every sync is run to detect answers that depend
// on Go map iteration order (informer list order, unstable sorts); with two
// or more pods (the informer's indexer is a map) controllerPodRuns. When
// those runs differ, the sync is run until the runs bring no new answer
// (map_order.go). A sync costs about 3 ms, so the quiet rule for every case
// with pods would make a 10,000-case diff take an hour; an order-dependent
// answer shows as differing runs, and a variant a run gives with
// probability p goes unseen by the detection runs with probability
// (1-p)^controllerPodRuns.
const (
	controllerRuns    = 6
	controllerPodRuns = 32
)

func init() {
	register("controller.syncJob", func(raw json.RawMessage) (any, error) {
		var in controllerInput
		if err := json.Unmarshal(raw, &in); err != nil {
			return nil, err
		}
		if in.Job == nil {
			return nil, fmt.Errorf("job is required")
		}
		now, err := time.Parse(time.RFC3339, in.Now)
		if err != nil {
			return nil, fmt.Errorf("now: %w", err)
		}
		run := func() (controllerOutput, error) { return runSyncJob(in, now) }
		seen := map[string]controllerOutput{}
		var first string
		runs := controllerRuns
		if len(in.Pods) >= 2 {
			runs = controllerPodRuns
		}
		for i := 0; i < runs; i++ {
			o, err := run()
			if err != nil {
				return nil, err
			}
			b, err := json.Marshal(o)
			if err != nil {
				return nil, err
			}
			if i == 0 {
				first = string(b)
			}
			seen[string(b)] = o
		}
		if len(seen) > 1 {
			if seen, err = extendMapOrders(seen, runs, run); err != nil {
				return nil, err
			}
		}
		if len(seen) == 1 {
			return seen[first], nil
		}
		return map[string]any{"oneOf": sortedVariants(seen)}, nil
	})
}
