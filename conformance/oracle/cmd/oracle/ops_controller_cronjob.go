package main

// controller.syncCronJob: one sync of the real CronJob controller
// (k8s.io/kubernetes/pkg/controller/cronjob, ControllerV2.sync: the cleanup
// of finished Jobs past the history limits, syncCronJob, the status write),
// reached through the overlay file overlay/controller-cronjob/zz_oracle_export.go,
// which sets the controller up as upstream's cronjob_controllerv2_test.go
// does: NewControllerV2 over a fake clientset holding the CronJob and the
// Jobs, their informers, a fixed clock, a fake event recorder.
//
// Input:
//
//	{ "cronJob": <batch/v1 CronJob as the API server stores it, with metadata.uid>,
//	  "jobs": [<batch/v1 Job>, …],   // on the API server and in the informer (the controller reads
//	                                 // those whose controller reference has the CronJob's UID)
//	  "now": "RFC 3339",             // the controller's clock
//	  "createdUid": "…"? }           // the UID the API server gives a Job the controller creates
//
// Output:
//
//	{ "error": "…"?,                 // what sync returned
//	  "status": <batch/v1 CronJobStatus after the sync: the status write, or the input status>,
//	  "statusWrites": n,             // UpdateStatus calls
//	  "createJobs": [<batch/v1 Job as the controller sent it>],
//	  "deleteJobs": [name, …],       // in call order
//	  "events": [{"type", "reason", "message"}, …],  // sorted: upstream's order follows the Job
//	                                 // informer's index, a Go map
//	  "requeueAfter": "Go duration"? }  // what sync asked the queue for (AddAfter)
//
// or {"panic": "…"} when the sync panics: before 1.35 the controller calls
// cron.ParseStandard without recovery, and a `TZ=`/`CRON_TZ=` prefix without
// a space panics it (see parseOrPanic in ops_cronjob_schedule.go). A 1.33 or
// 1.34 API server answers the create of such a CronJob with its panic
// filter's HTTP 500, so its controller never sees one; the answer is
// reported rather than refused so that the diff can classify it.

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"time"

	batchv1 "k8s.io/api/batch/v1"
	"k8s.io/apimachinery/pkg/types"
	k8stesting "k8s.io/client-go/testing"
	cronjobcontroller "k8s.io/kubernetes/pkg/controller/cronjob"
)

type cronJobSyncInput struct {
	CronJob    *batchv1.CronJob `json:"cronJob"`
	Jobs       []*batchv1.Job   `json:"jobs"`
	Now        string           `json:"now"`
	CreatedUID string           `json:"createdUid"`
}

type cronJobSyncOutput struct {
	Error        string                `json:"error,omitempty"`
	Status       batchv1.CronJobStatus `json:"status"`
	StatusWrites int                   `json:"statusWrites"`
	CreateJobs   []batchv1.Job         `json:"createJobs"`
	DeleteJobs   []string              `json:"deleteJobs"`
	Events       []controllerEvent     `json:"events"`
	RequeueAfter *string               `json:"requeueAfter,omitempty"`
}

func runSyncCronJob(in cronJobSyncInput, now time.Time) (cronJobSyncOutput, error) {
	res, err := cronjobcontroller.OracleSyncCronJob(context.Background(), cronjobcontroller.OracleCronJobSyncInput{
		CronJob: in.CronJob.DeepCopy(), Jobs: in.Jobs, Now: now, CreatedUID: types.UID(in.CreatedUID),
	})
	if err != nil {
		return cronJobSyncOutput{}, err
	}
	out := cronJobSyncOutput{Status: in.CronJob.Status, CreateJobs: []batchv1.Job{}, DeleteJobs: []string{}, Events: []controllerEvent{}}
	if res.Err != nil {
		out.Error = res.Err.Error()
	}
	for _, a := range res.Client.Actions() {
		resource := a.GetResource().Resource
		switch a.GetVerb() {
		case "update":
			cj, ok := a.(k8stesting.UpdateAction).GetObject().(*batchv1.CronJob)
			if !ok || resource != "cronjobs" || a.GetSubresource() != "status" {
				return cronJobSyncOutput{}, fmt.Errorf("unexpected update of %s", resource)
			}
			out.Status = cj.Status
			out.StatusWrites++
		case "create":
			j, ok := a.(k8stesting.CreateAction).GetObject().(*batchv1.Job)
			if !ok {
				return cronJobSyncOutput{}, fmt.Errorf("unexpected create of %s", resource)
			}
			out.CreateJobs = append(out.CreateJobs, *j.DeepCopy())
		case "delete":
			if resource != "jobs" {
				return cronJobSyncOutput{}, fmt.Errorf("unexpected delete of %s", resource)
			}
			out.DeleteJobs = append(out.DeleteJobs, a.(k8stesting.DeleteAction).GetName())
		case "patch":
			return cronJobSyncOutput{}, fmt.Errorf("unexpected patch of %s", resource)
		}
	}
	for _, e := range res.Events {
		parts := strings.SplitN(e, " ", 3)
		for len(parts) < 3 {
			parts = append(parts, "")
		}
		out.Events = append(out.Events, controllerEvent{Type: parts[0], Reason: parts[1], Message: parts[2]})
	}
	sort.SliceStable(out.Events, func(i, j int) bool {
		a, b := out.Events[i], out.Events[j]
		if a.Reason != b.Reason {
			return a.Reason < b.Reason
		}
		if a.Message != b.Message {
			return a.Message < b.Message
		}
		return a.Type < b.Type
	})
	if res.RequeueAfter != nil {
		s := res.RequeueAfter.String()
		out.RequeueAfter = &s
	}
	return out, nil
}

// syncCronJobOrPanic is runSyncCronJob with a panic of the sync reported
// (the controller's own goroutines are not involved: sync runs on this one).
func syncCronJobOrPanic(in cronJobSyncInput, now time.Time) (out cronJobSyncOutput, panicked string, err error) {
	defer func() {
		if r := recover(); r != nil {
			out, panicked, err = cronJobSyncOutput{}, fmt.Sprint(r), nil
		}
	}()
	out, err = runSyncCronJob(in, now)
	return out, "", err
}

func init() {
	register("controller.syncCronJob", func(raw json.RawMessage) (any, error) {
		var in cronJobSyncInput
		if err := json.Unmarshal(raw, &in); err != nil {
			return nil, err
		}
		if in.CronJob == nil {
			return nil, fmt.Errorf("cronJob is required")
		}
		now, err := time.Parse(time.RFC3339, in.Now)
		if err != nil {
			return nil, fmt.Errorf("now: %w", err)
		}
		first, panicked, err := syncCronJobOrPanic(in, now)
		if panicked != "" {
			return map[string]any{"panic": panicked}, nil
		}
		if err != nil {
			return nil, err
		}
		return sampleMapOrders(first, func() (cronJobSyncOutput, error) { return runSyncCronJob(in, now) })
	})
}
