//go:build k8s_1_36

// This file is ours, not upstream's (see zz_oracle_export.go).

package rest

// OracleValidatePathSegment is validatePathSegment, the name check of
// BeforeCreate's generic object-metadata validation in 1.36.
func OracleValidatePathSegment(name string, prefix bool) []string {
	return validatePathSegment(name, prefix)
}
