// This file is ours, not upstream's: the oracle's build adds it to
// k8s.io/kubernetes/pkg/controller/job with `go build -overlay` next to
// zz_oracle_export.go, so that the Go side of `npm run bench` can time one
// syncJob alone. OracleBenchSync sets a fresh controller up exactly as
// OracleSyncJob does (fake clientset, informer indexers, FakePodControl,
// fake clock, fake event recorder) and hands back the sync itself, untimed
// setup apart. It changes no controller behaviour.

package job

import (
	"context"

	"k8s.io/client-go/informers"
	"k8s.io/client-go/kubernetes/fake"
	"k8s.io/client-go/tools/record"
	"k8s.io/kubernetes/pkg/controller"
	clocktesting "k8s.io/utils/clock/testing"
)

// OracleBenchSync prepares one syncJob of a fresh controller on the given
// state (back-off and expectations are not set up: the bench cases have
// none). sync runs jm.syncJob once; done releases the controller.
func OracleBenchSync(ctx context.Context, in OracleSyncInput) (sync func() error, done func(), err error) {
	client := fake.NewClientset(in.Job.DeepCopy())
	factory := informers.NewSharedInformerFactory(client, 0)
	jm, err := oracleNewController(ctx, client, clocktesting.NewFakeClock(in.Now), factory)
	if err != nil {
		return nil, nil, err
	}
	done = func() {
		jm.broadcaster.Shutdown()
		jm.queue.ShutDown()
		jm.orphanQueue.ShutDown()
	}
	jm.podControl = &oraclePodControl{FakePodControl: &controller.FakePodControl{}}
	jm.podStoreSynced = func() bool { return true }
	jm.jobStoreSynced = func() bool { return true }
	jm.recorder = record.NewFakeRecorder(10000)
	jm.queue = &oracleQueue{TypedRateLimitingInterface: jm.queue}
	key, err := controller.KeyFunc(in.Job)
	if err != nil {
		done()
		return nil, nil, err
	}
	if err := factory.Batch().V1().Jobs().Informer().GetIndexer().Add(in.Job); err != nil {
		done()
		return nil, nil, err
	}
	podIndexer := factory.Core().V1().Pods().Informer().GetIndexer()
	for _, p := range in.Pods {
		if err := podIndexer.Add(p); err != nil {
			done()
			return nil, nil, err
		}
	}
	return func() error { return jm.syncJob(ctx, key) }, done, nil
}
