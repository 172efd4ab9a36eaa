//go:build !k8s_1_33 && !k8s_1_34

package main

// Upstream helpers that the older minors lack or name differently; each has
// its counterpart in compat_*.go with the build tags of those minors.

import (
	"github.com/robfig/cron/v3"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/component-base/featuregate"
	"k8s.io/kubernetes/pkg/util/parsers"
)

// parseCronSchedule is how CronJob validation and the controller parse a
// schedule: parsers.ParseCronScheduleWithPanicRecovery from 1.35 on.
func parseCronSchedule(schedule string) (cron.Schedule, error) {
	return parsers.ParseCronScheduleWithPanicRecovery(schedule)
}

// matchesNothing is labels.MatchesNothing (1.34 on); known is false where
// the release has no such helper.
func matchesNothing(sel labels.Selector) (nothing, known bool) {
	return labels.MatchesNothing(sel), true
}

// gateDependencies is the gate's Dependencies (1.35 on); nil where the
// release has none.
func gateDependencies(g featuregate.MutableVersionedFeatureGate) map[featuregate.Feature][]featuregate.Feature {
	return g.Dependencies()
}
