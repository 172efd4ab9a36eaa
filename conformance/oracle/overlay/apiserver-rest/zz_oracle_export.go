//go:build k8s_1_33 || k8s_1_34 || k8s_1_35 || k8s_1_36

// This file is ours, not upstream's: the oracle's build adds it to
// k8s.io/apiserver/pkg/registry/rest with `go build -overlay` for the
// Kubernetes minors before 1.37, whose BeforeCreate and BeforeUpdate build
// their Invalid Status from errors the oracle cannot observe through the
// strategy alone. It only forwards; it changes no behaviour.

package rest

import (
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

// OracleValidateCommonFields is validateCommonFields.
func OracleValidateCommonFields(obj, old runtime.Object, strategy RESTUpdateStrategy) (field.ErrorList, error) {
	return validateCommonFields(obj, old, strategy)
}
