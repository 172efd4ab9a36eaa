package main

import (
	"flag"
	"io"

	"k8s.io/klog/v2"
)

// quietKlog silences upstream's logging: the answers go to stdout, and the
// controller and registry log routine events that are not answers.
func quietKlog() {
	fs := flag.NewFlagSet("klog", flag.ContinueOnError)
	klog.InitFlags(fs)
	_ = fs.Set("logtostderr", "false")
	_ = fs.Set("alsologtostderr", "false")
	_ = fs.Set("stderrthreshold", "FATAL")
	klog.SetOutput(io.Discard)
}
