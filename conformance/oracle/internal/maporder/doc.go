// Package maporder holds the experiment behind the oracle's map-order rule
// (cmd/oracle/map_order.go): what orders this Go's runtime iterates a small
// map in, and how often. It has tests only:
//
//	cd conformance/oracle && go test ./internal/maporder
package maporder
