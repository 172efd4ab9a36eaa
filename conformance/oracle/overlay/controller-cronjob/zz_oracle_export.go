// This file is ours, not upstream's: the oracle's build adds it to
// k8s.io/kubernetes/pkg/controller/cronjob with `go build -overlay` so that
// the oracle can run one sync of the CronJob controller, which is
// unexported. It sets the controller up the way the package's own
// cronjob_controllerv2_test.go does (NewControllerV2 over a fake clientset
// and its informers, a fixed clock, a fake event recorder) and records what
// the sync did. It changes no controller behaviour.

package cronjob

import (
	"context"
	"time"

	batchv1 "k8s.io/api/batch/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/client-go/informers"
	"k8s.io/client-go/kubernetes/fake"
	k8stesting "k8s.io/client-go/testing"
	"k8s.io/client-go/tools/record"
	"k8s.io/kubernetes/pkg/controller"
)

// OracleCronJobSyncInput is everything one sync reads: the CronJob as the
// lister and the API server hold it, the Jobs (in the informer and on the
// API server), the clock, and the UID the API server gives a created Job.
type OracleCronJobSyncInput struct {
	CronJob    *batchv1.CronJob
	Jobs       []*batchv1.Job
	Now        time.Time
	CreatedUID types.UID
}

// OracleCronJobSyncOutput is what one sync did.
type OracleCronJobSyncOutput struct {
	Err          error
	RequeueAfter *time.Duration
	Client       *fake.Clientset
	Events       []string
}

// OracleSyncCronJob runs one sync (cleanup of finished Jobs, then
// syncCronJob, then the status write) of a fresh controller.
func OracleSyncCronJob(ctx context.Context, in OracleCronJobSyncInput) (*OracleCronJobSyncOutput, error) {
	objects := []runtime.Object{in.CronJob.DeepCopy()}
	for _, j := range in.Jobs {
		objects = append(objects, j.DeepCopy())
	}
	client := fake.NewSimpleClientset(objects...)
	if in.CreatedUID != "" {
		uid := in.CreatedUID
		client.PrependReactor("create", "jobs", func(a k8stesting.Action) (bool, runtime.Object, error) {
			create := a.(k8stesting.CreateAction)
			job, ok := create.GetObject().(*batchv1.Job)
			if !ok {
				return false, nil, nil
			}
			job = job.DeepCopy()
			job.UID = uid
			if job.Namespace == "" {
				job.Namespace = create.GetNamespace()
			}
			if err := client.Tracker().Create(create.GetResource(), job, create.GetNamespace()); err != nil {
				return true, nil, err
			}
			return true, job, nil
		})
	}
	factory := informers.NewSharedInformerFactory(client, controller.NoResyncPeriodFunc())
	jm, err := NewControllerV2(ctx, factory.Batch().V1().Jobs(), factory.Batch().V1().CronJobs(), client)
	if err != nil {
		return nil, err
	}
	defer jm.queue.ShutDown()
	defer jm.broadcaster.Shutdown()
	recorder := record.NewFakeRecorder(10000)
	jm.recorder = recorder
	now := in.Now
	jm.now = func() time.Time { return now }

	if err := factory.Batch().V1().CronJobs().Informer().GetIndexer().Add(in.CronJob.DeepCopy()); err != nil {
		return nil, err
	}
	jobIndexer := factory.Batch().V1().Jobs().Informer().GetIndexer()
	for _, j := range in.Jobs {
		if err := jobIndexer.Add(j.DeepCopy()); err != nil {
			return nil, err
		}
	}
	key, err := controller.KeyFunc(in.CronJob)
	if err != nil {
		return nil, err
	}
	client.ClearActions()

	out := &OracleCronJobSyncOutput{Client: client}
	out.RequeueAfter, out.Err = jm.sync(ctx, key)
	close(recorder.Events)
	for e := range recorder.Events {
		out.Events = append(out.Events, e)
	}
	return out, nil
}
