package main

import (
	"archive/zip"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"time"
	_ "unsafe" // go:linkname

	"github.com/robfig/cron/v3"
	batchv1 "k8s.io/api/batch/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/tools/record"
	"k8s.io/kubernetes/pkg/apis/batch"
	batchvalidation "k8s.io/kubernetes/pkg/apis/batch/validation"
	apivalidation "k8s.io/kubernetes/pkg/apis/core/validation"
	_ "k8s.io/kubernetes/pkg/controller/cronjob" // linked below
)

// cronjob.schedule: the CronJob schedule as the API server validates it and
// the CronJob controller computes with it.
//
// Input: {"schedule": "...", "timeZone": "..." | null,
//
//	"from": "<RFC 3339>", "count": n,                  // Next times
//	"mostRecent": {"creationTimestamp": "...", "lastScheduleTime": "..." | null,
//	               "startingDeadlineSeconds": n | null, "now": "..."}}   // optional
//
// Output:
//
//	"parse":         {"error": "..."} or {} — ParseCronScheduleWithPanicRecovery(schedule);
//	                 {"panic": "..."} where the minor's parser panics (1.33 and 1.34 call
//	                 cron.ParseStandard without recovery: a TZ= prefix without a space), see
//	                 parseOrPanic
//	"validation":    the create validation's errors at spec.schedule and spec.timeZone (err.Error())
//	"timeZoneError": time.LoadLocation(timeZone)'s error (the controller then gives up: UnknownTimeZone)
//	"timeZoneEmbedded": whether Go's zoneinfo.zip holds the name (false: an answer from the machine's data)
//	"formatted":     the controller's formatSchedule(cj) (TZ=<zone> prefixed)
//	"next":          {"error": "..."}, {"panic": "..."} (as "parse") or {"times": [...], "never": bool}: up to count
//	                 successive schedule.Next from `from` (UTC), stopping at the zero time (never: true)
//	"mostRecent":    {"withDeadline": r, "withoutDeadline": r, "requeueAfterSeconds": n}, r =
//	                 {"earliest", "mostRecent", "missed": none|few|many, "error"} from the controller's
//	                 mostRecentScheduleTime (reached with go:linkname), requeueAfter from nextScheduleTimeDuration
//
// Zone data: the oracle reads zones from Go's lib/time/zoneinfo.zip (ZONEINFO, set
// before any zone loads), which is the data time/tzdata embeds in kube-apiserver and
// kube-controller-manager; names the zip lacks still fall through to the machine's
// /usr/share/zoneinfo (Go consults it before the embedded copy), reported by
// timeZoneEmbedded.

//go:linkname cronjobFormatSchedule k8s.io/kubernetes/pkg/controller/cronjob.formatSchedule
func cronjobFormatSchedule(cj *batchv1.CronJob, recorder record.EventRecorder) string

//go:linkname cronjobMostRecentScheduleTime k8s.io/kubernetes/pkg/controller/cronjob.mostRecentScheduleTime
func cronjobMostRecentScheduleTime(cj *batchv1.CronJob, now time.Time, schedule cron.Schedule, includeStartingDeadlineSeconds bool) (time.Time, *time.Time, int, error)

//go:linkname cronjobNextScheduleTimeDuration k8s.io/kubernetes/pkg/controller/cronjob.nextScheduleTimeDuration
func cronjobNextScheduleTimeDuration(cj *batchv1.CronJob, now time.Time, schedule cron.Schedule) *time.Duration

var goZoneZip = filepath.Join(runtime.GOROOT(), "lib", "time", "zoneinfo.zip")

var goZoneNames = sync.OnceValue(func() map[string]bool {
	names := map[string]bool{}
	r, err := zip.OpenReader(goZoneZip)
	if err != nil {
		return names
	}
	defer r.Close()
	for _, f := range r.File {
		names[f.Name] = true
	}
	return names
})

func init() {
	if _, err := os.Stat(goZoneZip); err == nil {
		os.Setenv("ZONEINFO", goZoneZip)
	}
	register("cronjob.schedule", opCronJobSchedule)
}

type mostRecentAnswer struct {
	Earliest   string `json:"earliest"`
	MostRecent string `json:"mostRecent,omitempty"`
	Missed     string `json:"missed"`
	Error      string `json:"error,omitempty"`
}

// parseOrPanic is parseCronSchedule with the panic of a release that has no
// recovery reported instead of refusing the request: on 1.33 and 1.34 the
// API server's CronJob validation panics there too (the create answers its
// panic filter's HTTP 500, as cronjob.create reports), so the controller never
// sees such a schedule. From 1.35 on parseCronSchedule recovers by itself and
// this never reports a panic.
func parseOrPanic(schedule string) (sched cron.Schedule, panicked string, err error) {
	defer func() {
		if r := recover(); r != nil {
			sched, panicked, err = nil, fmt.Sprint(r), nil
		}
	}()
	sched, err = parseCronSchedule(schedule)
	return sched, "", err
}

func rfc3339(t time.Time) string { return t.UTC().Format(time.RFC3339Nano) }

func opCronJobSchedule(input json.RawMessage) (any, error) {
	var in struct {
		Schedule   string  `json:"schedule"`
		TimeZone   *string `json:"timeZone"`
		From       string  `json:"from"`
		Count      int     `json:"count"`
		MostRecent *struct {
			CreationTimestamp       string  `json:"creationTimestamp"`
			LastScheduleTime        *string `json:"lastScheduleTime"`
			StartingDeadlineSeconds *int64  `json:"startingDeadlineSeconds"`
			Now                     string  `json:"now"`
		} `json:"mostRecent"`
	}
	if err := json.Unmarshal(input, &in); err != nil {
		return nil, err
	}
	out := map[string]any{}

	parse := map[string]any{}
	if _, panicked, err := parseOrPanic(in.Schedule); panicked != "" {
		parse["panic"] = panicked
	} else if err != nil {
		parse["error"] = err.Error()
	}
	out["parse"] = parse

	internal := &batch.CronJob{
		ObjectMeta: metav1.ObjectMeta{Name: "schedule", Namespace: "default"},
		Spec:       batch.CronJobSpec{Schedule: in.Schedule, TimeZone: in.TimeZone, ConcurrencyPolicy: batch.AllowConcurrent},
	}
	validation := []string{}
	if _, panicked := parse["panic"]; !panicked { // validation would panic the same way
		for _, e := range batchvalidation.ValidateCronJobCreate(internal, apivalidation.PodValidationOptions{}) {
			if e.Field == "spec.schedule" || e.Field == "spec.timeZone" {
				validation = append(validation, e.Error())
			}
		}
	}
	out["validation"] = validation

	cj := &batchv1.CronJob{Spec: batchv1.CronJobSpec{Schedule: in.Schedule, TimeZone: in.TimeZone}}
	if in.TimeZone != nil {
		if _, err := time.LoadLocation(*in.TimeZone); err != nil {
			out["timeZoneError"] = err.Error()
		}
		out["timeZoneEmbedded"] = goZoneNames()[*in.TimeZone]
	}
	formatted := cronjobFormatSchedule(cj, nil)
	out["formatted"] = formatted
	sched, panicked, err := parseOrPanic(formatted)
	if panicked != "" {
		out["next"] = map[string]any{"panic": panicked}
		return out, nil
	}
	if err != nil {
		out["next"] = map[string]any{"error": err.Error()}
		return out, nil
	}
	if in.From != "" {
		from, err := time.Parse(time.RFC3339, in.From)
		if err != nil {
			return nil, fmt.Errorf("from: %w", err)
		}
		t := from.UTC()
		times := []string{}
		never := false
		for i := 0; i < in.Count; i++ {
			t = sched.Next(t)
			if t.IsZero() {
				never = true
				break
			}
			times = append(times, rfc3339(t))
		}
		out["next"] = map[string]any{"times": times, "never": never}
	}
	if m := in.MostRecent; m != nil {
		created, err := time.Parse(time.RFC3339, m.CreationTimestamp)
		if err != nil {
			return nil, fmt.Errorf("creationTimestamp: %w", err)
		}
		now, err := time.Parse(time.RFC3339, m.Now)
		if err != nil {
			return nil, fmt.Errorf("now: %w", err)
		}
		cj.CreationTimestamp = metav1.NewTime(created.UTC())
		cj.Spec.StartingDeadlineSeconds = m.StartingDeadlineSeconds
		if m.LastScheduleTime != nil {
			last, err := time.Parse(time.RFC3339, *m.LastScheduleTime)
			if err != nil {
				return nil, fmt.Errorf("lastScheduleTime: %w", err)
			}
			lt := metav1.NewTime(last.UTC())
			cj.Status.LastScheduleTime = &lt
		}
		answer := func(include bool) mostRecentAnswer {
			earliest, recent, missed, err := cronjobMostRecentScheduleTime(cj, now.UTC(), sched, include)
			a := mostRecentAnswer{Earliest: rfc3339(earliest), Missed: [...]string{"none", "few", "many"}[missed]}
			if recent != nil {
				a.MostRecent = rfc3339(*recent)
			}
			if err != nil {
				a.Error = err.Error()
			}
			return a
		}
		mr := map[string]any{"withDeadline": answer(true), "withoutDeadline": answer(false)}
		if d := cronjobNextScheduleTimeDuration(cj, now.UTC(), sched); d != nil {
			mr["requeueAfter"] = d.String()
		}
		out["mostRecent"] = mr
	}
	return out, nil
}
