package main

// The ops the bench times, each prepared once from its JSON input:
//
//	labels.parse                   {selector}          labels.Parse(selector)
//	labels.matches                 {selector, labels}  sel.Matches(labels.Set(labels)), sel parsed beforehand
//	labels.matchesPool             {selector, pool}    one sel.Matches per op, cycling through the pool of label sets
//	labels.labelSelectorAsSelector {labelSelector}     metav1.LabelSelectorAsSelector(&ls)
//	job.create                     {body, namespace, uid, creationTimestamp}
//	    the API server's create path for a batch/v1 Job body, without the
//	    HTTP handler, admission, the field manager and storage: decode the
//	    JSON text (the strict serializer the default Warn directive uses) to
//	    the internal version with batch/v1 and core/v1 defaulting, wipe and
//	    fill the system metadata, set uid and creationTimestamp, then
//	    rest.BeforeCreate with the real Job strategy (PrepareForCreate, the
//	    selector generation, Validate, declarative and ObjectMeta validation,
//	    WarningsOnCreate). The protobuf storage round trip and the response
//	    encoding are not timed.
//	quantity.*                     see ops_quantity.go
//	controller.syncJob             {job, pods, now}
//	    one jm.syncJob of a fresh controller set up as the oracle's
//	    controller.syncJob op does (fake clientset, informer indexers holding
//	    the Job and the pods, FakePodControl, fake clock); the setup is not
//	    timed, the status writes to the fake clientset and the pod-control
//	    calls the sync makes are.

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	batchv1 "k8s.io/api/batch/v1"
	v1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/types"
	genericapirequest "k8s.io/apiserver/pkg/endpoints/request"
	"k8s.io/apiserver/pkg/registry/rest"
	"k8s.io/kubernetes/pkg/api/legacyscheme"
	batch "k8s.io/kubernetes/pkg/apis/batch"
	jobcontroller "k8s.io/kubernetes/pkg/controller/job"
	jobregistry "k8s.io/kubernetes/pkg/registry/batch/job"

	_ "k8s.io/kubernetes/pkg/apis/batch/install"
	_ "k8s.io/kubernetes/pkg/apis/core/install"
)

var ops = map[string]func(json.RawMessage) (*benchmark, error){
	"labels.parse":                   prepareParse,
	"labels.matches":                 prepareMatches,
	"labels.matchesPool":             prepareMatchesPool,
	"labels.labelSelectorAsSelector": prepareAsSelector,
	"job.create":                     prepareJobCreate,
	"controller.syncJob":             prepareSyncJob,
}

// sink keeps results alive so that no call is optimised away.
var sink int

func prepareParse(raw json.RawMessage) (*benchmark, error) {
	var in struct {
		Selector string `json:"selector"`
	}
	if err := json.Unmarshal(raw, &in); err != nil {
		return nil, err
	}
	if _, err := labels.Parse(in.Selector); err != nil {
		return nil, err
	}
	return &benchmark{fn: func() {
		sel, _ := labels.Parse(in.Selector)
		if sel != nil {
			sink++
		}
	}}, nil
}

func prepareMatches(raw json.RawMessage) (*benchmark, error) {
	var in struct {
		Selector string            `json:"selector"`
		Labels   map[string]string `json:"labels"`
	}
	if err := json.Unmarshal(raw, &in); err != nil {
		return nil, err
	}
	sel, err := labels.Parse(in.Selector)
	if err != nil {
		return nil, err
	}
	set := labels.Set(in.Labels)
	return &benchmark{fn: func() {
		if sel.Matches(set) {
			sink++
		}
	}}, nil
}

func prepareMatchesPool(raw json.RawMessage) (*benchmark, error) {
	var in struct {
		Selector string              `json:"selector"`
		Pool     []map[string]string `json:"pool"`
	}
	if err := json.Unmarshal(raw, &in); err != nil {
		return nil, err
	}
	sel, err := labels.Parse(in.Selector)
	if err != nil {
		return nil, err
	}
	if len(in.Pool) == 0 {
		return nil, fmt.Errorf("empty pool")
	}
	pool := make([]labels.Set, len(in.Pool))
	for i, m := range in.Pool {
		pool[i] = labels.Set(m)
	}
	i := 0
	return &benchmark{fn: func() {
		if sel.Matches(pool[i]) {
			sink++
		}
		i++
		if i == len(pool) {
			i = 0
		}
	}}, nil
}

func prepareAsSelector(raw json.RawMessage) (*benchmark, error) {
	var in struct {
		LabelSelector metav1.LabelSelector `json:"labelSelector"`
	}
	if err := json.Unmarshal(raw, &in); err != nil {
		return nil, err
	}
	if _, err := metav1.LabelSelectorAsSelector(&in.LabelSelector); err != nil {
		return nil, err
	}
	return &benchmark{fn: func() {
		sel, _ := metav1.LabelSelectorAsSelector(&in.LabelSelector)
		if sel != nil {
			sink++
		}
	}}, nil
}

var (
	batchV1       = schema.GroupVersion{Group: "batch", Version: "v1"}
	batchInternal = schema.GroupVersion{Group: "batch", Version: runtime.APIVersionInternal}
	jobV1Kind     = batchV1.WithKind("Job")
)

func prepareJobCreate(raw json.RawMessage) (*benchmark, error) {
	var in struct {
		Body              string `json:"body"`
		Namespace         string `json:"namespace"`
		UID               string `json:"uid"`
		CreationTimestamp string `json:"creationTimestamp"`
	}
	if err := json.Unmarshal(raw, &in); err != nil {
		return nil, err
	}
	t, err := time.Parse(time.RFC3339, in.CreationTimestamp)
	if err != nil {
		return nil, fmt.Errorf("creationTimestamp: %w", err)
	}
	now := metav1.NewTime(t)
	info, ok := runtime.SerializerInfoForMediaType(legacyscheme.Codecs.SupportedMediaTypes(), runtime.ContentTypeJSON)
	if !ok {
		return nil, fmt.Errorf("no JSON serializer")
	}
	decoder := legacyscheme.Codecs.DecoderToVersion(info.StrictSerializer, batchInternal)
	body := []byte(in.Body)
	ctx := genericapirequest.WithNamespace(genericapirequest.NewContext(), in.Namespace)
	ctx = genericapirequest.WithRequestInfo(ctx, &genericapirequest.RequestInfo{
		IsResourceRequest: true, Path: "/apis/batch/v1/namespaces/" + in.Namespace + "/jobs", Verb: "create",
		APIPrefix: "apis", APIGroup: "batch", APIVersion: "v1", Namespace: in.Namespace, Resource: "jobs", Parts: []string{"jobs"},
	})
	create := func() error {
		defaultGVK := jobV1Kind
		obj, _, err := decoder.Decode(body, &defaultGVK, &batch.Job{})
		if err != nil {
			return err
		}
		om, err := meta.Accessor(obj)
		if err != nil {
			return err
		}
		rest.WipeObjectMetaSystemFields(om)
		rest.FillObjectMetaSystemFields(om)
		om.SetCreationTimestamp(now)
		om.SetUID(types.UID(in.UID))
		return rest.BeforeCreate(jobregistry.Strategy, ctx, obj)
	}
	if err := create(); err != nil {
		return nil, fmt.Errorf("the manifest does not create: %w", err)
	}
	return &benchmark{fn: func() {
		if create() == nil {
			sink++
		}
	}}, nil
}

func prepareSyncJob(raw json.RawMessage) (*benchmark, error) {
	var in struct {
		Job  *batchv1.Job `json:"job"`
		Pods []*v1.Pod    `json:"pods"`
		Now  string       `json:"now"`
	}
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
	sin := jobcontroller.OracleSyncInput{Job: in.Job, Pods: in.Pods, Now: now}
	ctx := context.Background()
	setup := func() (func(), func()) {
		sync, done, err := jobcontroller.OracleBenchSync(ctx, sin)
		if err != nil {
			panic(err)
		}
		return func() {
			if err := sync(); err != nil {
				panic(fmt.Sprintf("syncJob: %v", err))
			}
		}, done
	}
	return &benchmark{setup: setup}, nil
}
