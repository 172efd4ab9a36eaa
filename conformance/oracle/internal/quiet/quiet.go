// Package quiet silences upstream's logging for the oracle and the bench.
package quiet

import (
	"flag"
	"io"

	"k8s.io/klog/v2"
)

// Klog silences upstream's logging: the answers go to stdout, and the
// controller and registry log routine events that are not answers.
func Klog() {
	fs := flag.NewFlagSet("klog", flag.ContinueOnError)
	klog.InitFlags(fs)
	_ = fs.Set("logtostderr", "false")
	_ = fs.Set("alsologtostderr", "false")
	_ = fs.Set("stderrthreshold", "FATAL")
	klog.SetOutput(io.Discard)
}
