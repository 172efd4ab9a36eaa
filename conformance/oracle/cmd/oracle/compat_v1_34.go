//go:build k8s_1_34

package main

import (
	"github.com/robfig/cron/v3"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/component-base/featuregate"
)

// parseCronSchedule: 1.34 validates and schedules with cron.ParseStandard
// itself (no panic recovery).
func parseCronSchedule(schedule string) (cron.Schedule, error) {
	return cron.ParseStandard(schedule)
}

// matchesNothing is labels.MatchesNothing.
func matchesNothing(sel labels.Selector) (nothing, known bool) {
	return labels.MatchesNothing(sel), true
}

// gateDependencies: this release's feature gates declare no dependencies.
func gateDependencies(featuregate.MutableVersionedFeatureGate) map[featuregate.Feature][]featuregate.Feature {
	return nil
}
