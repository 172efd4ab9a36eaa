//go:build k8s_1_33 || k8s_1_34 || k8s_1_35

// This file is ours, not upstream's (see zz_oracle_export.go). Kubernetes
// 1.33 to 1.35: the controller reads pods and Jobs only, and takes the clock
// last.

package job

import (
	"context"

	"k8s.io/client-go/informers"
	clientset "k8s.io/client-go/kubernetes"
	"k8s.io/utils/clock"
)

// oracleNewController is newControllerWithClock with the informers of factory.
func oracleNewController(ctx context.Context, client clientset.Interface, clk clock.WithTicker, factory informers.SharedInformerFactory) (*Controller, error) {
	return newControllerWithClock(ctx, factory.Core().V1().Pods(), factory.Batch().V1().Jobs(), client, clk)
}
