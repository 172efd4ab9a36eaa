//go:build k8s_1_36

// This file is ours, not upstream's (see zz_oracle_export.go). Kubernetes
// 1.36: the controller reads scheduling.k8s.io/v1alpha2 Workloads and
// PodGroups.

package job

import (
	"context"

	"k8s.io/client-go/informers"
	clientset "k8s.io/client-go/kubernetes"
	"k8s.io/utils/clock"
)

// oracleNewController is newControllerWithClock with the informers of factory.
func oracleNewController(ctx context.Context, client clientset.Interface, clk clock.WithTicker, factory informers.SharedInformerFactory) (*Controller, error) {
	return newControllerWithClock(ctx, client, clk,
		factory.Core().V1().Pods(),
		factory.Batch().V1().Jobs(),
		factory.Scheduling().V1alpha2().Workloads(),
		factory.Scheduling().V1alpha2().PodGroups(),
	)
}
