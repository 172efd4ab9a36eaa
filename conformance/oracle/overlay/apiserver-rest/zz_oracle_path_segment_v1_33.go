//go:build k8s_1_33 || k8s_1_34 || k8s_1_35

// This file is ours, not upstream's (see zz_oracle_export.go).

package rest

import "k8s.io/apimachinery/pkg/api/validation/path"

// OracleValidatePathSegment is path.ValidatePathSegmentName, the name check
// of BeforeCreate's generic object-metadata validation in 1.33 to 1.35.
func OracleValidatePathSegment(name string, prefix bool) []string {
	return path.ValidatePathSegmentName(name, prefix)
}
