// Command oracle answers JSON Lines requests with the pinned Kubernetes code.
package main

import (
	"fmt"

	"k8s.io/apimachinery/pkg/labels"
	_ "k8s.io/kubernetes/pkg/apis/batch/validation"
	_ "k8s.io/kubernetes/pkg/controller/job"
	_ "k8s.io/kubernetes/pkg/registry/batch/job"
	_ "k8s.io/kubernetes/pkg/printers/internalversion"
)

func main() {
	s, err := labels.Parse("a in (b)")
	fmt.Println(s, err)
}
