//go:build !k8s_1_33 && !k8s_1_34 && !k8s_1_35 && !k8s_1_36

// This file is ours, not upstream's (see zz_oracle_export.go). Kubernetes
// 1.37: the controller reads scheduling.k8s.io/v1beta1 Workloads and
// PodGroups. The other minors have their own zz_oracle_new_controller_*.go.

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
		factory.Scheduling().V1beta1().Workloads(),
		factory.Scheduling().V1beta1().PodGroups(),
	)
}
