// This file is ours, not upstream's: the oracle's build adds it to
// k8s.io/kubernetes/pkg/controller/job with `go build -overlay` so that the
// oracle can run one syncJob, which is unexported. It sets the controller up
// the way the package's own job_controller_test.go does (fake clientset,
// informer indexers, FakePodControl, fake clock, fake event recorder) and
// records what the sync did. It changes no controller behaviour.

package job

import (
	"context"
	"sync"
	"time"

	batch "k8s.io/api/batch/v1"
	v1 "k8s.io/api/core/v1"
	"k8s.io/client-go/informers"
	"k8s.io/client-go/kubernetes/fake"
	"k8s.io/client-go/tools/record"
	"k8s.io/client-go/util/workqueue"
	"k8s.io/klog/v2"
	"k8s.io/kubernetes/pkg/controller"
	clocktesting "k8s.io/utils/clock/testing"
)

// OracleBackoff is the controller's in-memory back-off record of one Job.
type OracleBackoff struct {
	FailuresAfterLastSuccess int32
	LastFailureTime          *time.Time
}

// OracleSyncInput is everything one syncJob reads.
type OracleSyncInput struct {
	Job             *batch.Job
	Pods            []*v1.Pod
	Now             time.Time
	Backoff         *OracleBackoff
	ExpectCreations int
	ExpectDeletions int
}

// OraclePatch is one pod patch the controller sent.
type OraclePatch struct {
	PodName string
	Data    []byte
}

// OracleSyncOutput is what one syncJob did.
type OracleSyncOutput struct {
	Err                   error
	Templates             []v1.PodTemplateSpec
	DeletePodNames        []string
	Patches               []OraclePatch
	Client                *fake.Clientset
	Events                []string
	Requeues              []time.Duration
	Backoff               *OracleBackoff
	ExpectationsSatisfied bool
}

type oraclePodControl struct {
	*controller.FakePodControl
	mu      sync.Mutex
	patches []OraclePatch
}

func (c *oraclePodControl) PatchPod(ctx context.Context, namespace, name string, data []byte) error {
	c.mu.Lock()
	c.patches = append(c.patches, OraclePatch{PodName: name, Data: append([]byte(nil), data...)})
	c.mu.Unlock()
	return c.FakePodControl.PatchPod(ctx, namespace, name, data)
}

type oracleQueue struct {
	workqueue.TypedRateLimitingInterface[string]
	mu       sync.Mutex
	requeues []time.Duration
}

func (q *oracleQueue) AddAfter(item string, d time.Duration) {
	q.mu.Lock()
	q.requeues = append(q.requeues, d)
	q.mu.Unlock()
}

// OracleSyncJob runs one syncJob of a fresh controller on the given state.
func OracleSyncJob(ctx context.Context, in OracleSyncInput) (*OracleSyncOutput, error) {
	logger := klog.FromContext(ctx)
	client := fake.NewClientset(in.Job.DeepCopy())
	fakeClock := clocktesting.NewFakeClock(in.Now)
	factory := informers.NewSharedInformerFactory(client, 0)
	jm, err := oracleNewController(ctx, client, fakeClock, factory)
	if err != nil {
		return nil, err
	}
	defer jm.broadcaster.Shutdown()
	defer jm.queue.ShutDown()
	defer jm.orphanQueue.ShutDown()

	podControl := &oraclePodControl{FakePodControl: &controller.FakePodControl{}}
	jm.podControl = podControl
	jm.podStoreSynced = func() bool { return true }
	jm.jobStoreSynced = func() bool { return true }
	recorder := record.NewFakeRecorder(10000)
	jm.recorder = recorder
	queue := &oracleQueue{TypedRateLimitingInterface: jm.queue}
	jm.queue = queue

	key, err := controller.KeyFunc(in.Job)
	if err != nil {
		return nil, err
	}
	if in.Backoff != nil {
		if err := jm.podBackoffStore.updateBackoffRecord(backoffRecord{
			key:                      key,
			failuresAfterLastSuccess: in.Backoff.FailuresAfterLastSuccess,
			lastFailureTime:          in.Backoff.LastFailureTime,
		}); err != nil {
			return nil, err
		}
	}
	if in.ExpectCreations > 0 {
		jm.expectations.ExpectCreations(logger, key, in.ExpectCreations)
	}
	if in.ExpectDeletions > 0 {
		jm.expectations.ExpectDeletions(logger, key, in.ExpectDeletions)
	}
	if err := factory.Batch().V1().Jobs().Informer().GetIndexer().Add(in.Job); err != nil {
		return nil, err
	}
	podIndexer := factory.Core().V1().Pods().Informer().GetIndexer()
	for _, p := range in.Pods {
		if err := podIndexer.Add(p); err != nil {
			return nil, err
		}
	}

	out := &OracleSyncOutput{Client: client}
	out.Err = jm.syncJob(ctx, key)

	out.Templates = podControl.Templates
	out.DeletePodNames = podControl.DeletePodName
	out.Patches = podControl.patches
	close(recorder.Events)
	for e := range recorder.Events {
		out.Events = append(out.Events, e)
	}
	out.Requeues = queue.requeues
	if obj, ok, err := jm.podBackoffStore.store.GetByKey(key); err == nil && ok {
		r := obj.(*backoffRecord)
		out.Backoff = &OracleBackoff{FailuresAfterLastSuccess: r.failuresAfterLastSuccess, LastFailureTime: r.lastFailureTime}
	}
	out.ExpectationsSatisfied = jm.expectations.SatisfiedExpectations(logger, key)
	return out, nil
}
