package main

import (
	"encoding/json"
	"fmt"
	"time"

	batchv1 "k8s.io/api/batch/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/kubernetes/pkg/api/legacyscheme"
	"k8s.io/kubernetes/pkg/apis/batch"
	_ "k8s.io/kubernetes/pkg/apis/batch/install"
	"k8s.io/kubernetes/pkg/printers"
	printersinternal "k8s.io/kubernetes/pkg/printers/internalversion"
	sigsjson "sigs.k8s.io/json"
)

// printer.job: the row `kubectl get jobs -o wide` shows for a Job, computed by
// the API server's table printer (printJob, reached through the exported
// table generator with the internal-version handlers registered).
//
// Input:  {"job": <batch/v1 Job JSON>, "now": "<RFC 3339>"}
// Output: {"name","status","completions","duration","age","containers","images","selector"}
//
// The job is decoded as batch/v1 (case-sensitive, as the API server decodes)
// and converted to the internal version without defaulting: the printer sees
// exactly the fields given.
//
// printJob reads the clock (time.Since) for DURATION of a running Job and for
// AGE. To answer for the requested `now`, each timestamp t it measures from is
// moved to time.Now() - d, where d = now.Sub(t) is what time.Since(t) returns
// when the clock reads `now` (saturated at Go's Duration range, as Since is):
// that is the shift by (time.Now() - now), written so that it cannot overflow
// when `now` is centuries away from the real clock. The call itself happens a
// few microseconds after that time.Now(), which would push a negative
// whole-second duration across the "< -1s" boundary of HumanDuration, so each
// moved timestamp is also biased by half a second towards the sign of d: for
// whole-second inputs (the only ones recorded) the printed text is then
// exactly HumanDuration(now - t). A zero creationTimestamp is left alone (it
// prints <unknown>); CompletionTime - StartTime needs no clock.
var jobTableGenerator = printers.NewTableGenerator().With(printersinternal.AddHandlers)

func init() {
	register("printer.job", func(input json.RawMessage) (any, error) {
		var in struct {
			Job json.RawMessage `json:"job"`
			Now string          `json:"now"`
		}
		if err := json.Unmarshal(input, &in); err != nil {
			return nil, err
		}
		now, err := time.Parse(time.RFC3339, in.Now)
		if err != nil {
			return nil, fmt.Errorf("now: %w", err)
		}
		var v1 batchv1.Job
		if err := sigsjson.UnmarshalCaseSensitivePreserveInts(in.Job, &v1); err != nil {
			return nil, fmt.Errorf("job: %w", err)
		}
		var job batch.Job
		if err := legacyscheme.Scheme.Convert(&v1, &job, nil); err != nil {
			return nil, fmt.Errorf("convert: %w", err)
		}
		clock := time.Now()
		moveToClock := func(t time.Time) time.Time {
			d := now.Sub(t)
			bias := time.Second / 2
			if d < 0 {
				bias = -bias
			}
			// -d in two halves: -d itself overflows for d = math.MinInt64.
			return clock.Add(-(d / 2)).Add(-(d - d/2)).Add(-bias)
		}
		if !job.CreationTimestamp.IsZero() {
			job.CreationTimestamp = metav1.Time{Time: moveToClock(job.CreationTimestamp.Time)}
		}
		if job.Status.StartTime != nil && job.Status.CompletionTime == nil {
			job.Status.StartTime = &metav1.Time{Time: moveToClock(job.Status.StartTime.Time)}
		}
		table, err := jobTableGenerator.GenerateTable(&job, printers.GenerateOptions{Wide: true})
		if err != nil {
			return nil, err
		}
		if len(table.Rows) != 1 || len(table.Rows[0].Cells) != 8 {
			return nil, fmt.Errorf("unexpected table shape: %d rows", len(table.Rows))
		}
		c := table.Rows[0].Cells
		names := []string{"name", "status", "completions", "duration", "age", "containers", "images", "selector"}
		out := make(map[string]any, len(names))
		for i, n := range names {
			out[n] = c[i]
		}
		return out, nil
	})
}
