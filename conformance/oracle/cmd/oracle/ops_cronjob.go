package main

// cronjob.create and cronjob.update: the kube-apiserver's create and update
// paths for batch/v1 CronJobs, as the real handler, registry store and
// CronJob strategy (pkg/registry/batch/cronjob) run them — the same request
// machinery as job.create and job.update (ops_job.go, apiserver.go), with
// the CronJob's resource, kind and strategy. Inputs and outputs are those
// of the job ops; "stored" is a CronJob.

import (
	"encoding/json"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	batch "k8s.io/kubernetes/pkg/apis/batch"
	cronjobregistry "k8s.io/kubernetes/pkg/registry/batch/cronjob"
)

var cronJobTarget = writeTarget{
	resource:  schema.GroupResource{Group: "batch", Resource: "cronjobs"},
	kind:      batchV1.WithKind("CronJob"),
	newObject: func() runtime.Object { return &batch.CronJob{} },
	strategy:  cronjobregistry.Strategy,
}

func init() {
	register("cronjob.create", func(raw json.RawMessage) (any, error) {
		var in jobCreateInput
		if err := json.Unmarshal(raw, &in); err != nil {
			return nil, err
		}
		return mapOrderAnswers(func() (writeResult, error) { return runCreate(cronJobTarget, in) })
	})
	register("cronjob.update", func(raw json.RawMessage) (any, error) {
		var in jobUpdateInput
		if err := json.Unmarshal(raw, &in); err != nil {
			return nil, err
		}
		return mapOrderAnswers(func() (writeResult, error) { return runUpdate(cronJobTarget, in) })
	})
}
