// Package oracle pins the Kubernetes packages the oracle and its benchmarks
// import, so that `go mod tidy` keeps them in go.mod before every op exists.
package oracle

import (
	_ "k8s.io/kubernetes/pkg/apis/batch/validation"
	_ "k8s.io/kubernetes/pkg/controller/job"
	_ "k8s.io/kubernetes/pkg/printers/internalversion"
	_ "k8s.io/kubernetes/pkg/registry/batch/job"
)
