//go:build k8s_1_33

package main

import (
	"github.com/robfig/cron/v3"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/component-base/featuregate"
)

// parseCronSchedule: 1.33 validates and schedules with cron.ParseStandard
// itself (no panic recovery).
func parseCronSchedule(schedule string) (cron.Schedule, error) {
	return cron.ParseStandard(schedule)
}

// matchesNothing: 1.33 has no labels.MatchesNothing, so the answer leaves
// the key out.
func matchesNothing(labels.Selector) (nothing, known bool) {
	return false, false
}

// gateDependencies: this release's feature gates declare no dependencies.
func gateDependencies(featuregate.MutableVersionedFeatureGate) map[featuregate.Feature][]featuregate.Feature {
	return nil
}
