package main

// job.create and job.update: the kube-apiserver's create and update paths
// for batch/v1 Jobs, as the real handler, registry store and Job strategy
// run them, minus what needs a cluster (admission, the field manager, etcd).
//
// job.create input:
//
//	{ "body": "<JSON text of the request>",       // text, so duplicate fields are possible
//	  "namespace": "default",                      // the namespace of the request URL
//	  "fieldValidation": "Strict"|"Warn"|"Ignore"|"",  // "" = the server default (Warn)
//	  "uid": "…", "creationTimestamp": "RFC 3339",  // what the server would draw
//	  "nameSuffix": "abcde" }                      // the random part of a generateName name
//
// job.update input: { "body", "namespace", "name" (the URL name),
// "fieldValidation", "stored": <the Job in storage, batch/v1 JSON, with a
// numeric metadata.resourceVersion> }.
//
// Output (both): { "outcome": {"ok": true, "object": <batch/v1 JSON as a later GET shows it>}
//
//	| {"ok": false, "status": {"code", "reason", "message", "errors": [{type, field, detail, badValue?}]}},
//	"warnings": ["…"] }
//
// or, when Go map iteration order changes the answer, {"oneOf": [answer, …]}.
//
// The steps, in the server's order:
//   - create/update options: ValidateCreateOptions / ValidateUpdateOptions
//     (fieldValidation);
//   - decoding: the application/json serializer of legacyscheme.Codecs
//     (strict for Strict and Warn), to the internal version with batch/v1 and
//     core/v1 defaulting; errors through the handler's transformDecodeError,
//     strict errors in Warn mode through addStrictDecodingWarnings (both via
//     the overlay, unexported upstream);
//   - the API version check, namespace/name checks, owner-reference dedup;
//   - create: WipeObjectMetaSystemFields, FillObjectMetaSystemFields (then the
//     uid and creationTimestamp of the request), generateName through the
//     strategy's NameGenerator with the request's suffix, rest.BeforeCreate
//     with the real Job strategy (PrepareForCreate, Validate, declarative
//     validation, ObjectMeta validation, WarningsOnCreate), then the etcd3
//     store's resourceVersion-on-create check;
//   - update: the UID precondition and resourceVersion checks of the registry
//     store and etcd3's GuaranteedUpdate (key /registry/jobs/<ns>/<name>),
//     then rest.BeforeUpdate (PrepareForUpdate, ValidateUpdate, WarningsOnUpdate);
//   - the result is encoded to batch/v1 protobuf as storage does, decoded with
//     defaulting as a GET does, and rendered as batch/v1 JSON.

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	metav1validation "k8s.io/apimachinery/pkg/apis/meta/v1/validation"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/apiserver/pkg/endpoints/handlers"
	"k8s.io/apiserver/pkg/registry/generic/registry"
	"k8s.io/apiserver/pkg/registry/rest"
	"k8s.io/apiserver/pkg/storage"
	storeerr "k8s.io/apiserver/pkg/storage/errors"
	"k8s.io/kubernetes/pkg/api/legacyscheme"
	batch "k8s.io/kubernetes/pkg/apis/batch"
	jobregistry "k8s.io/kubernetes/pkg/registry/batch/job"
)

type jobCreateInput struct {
	Body              string `json:"body"`
	Namespace         string `json:"namespace"`
	FieldValidation   string `json:"fieldValidation"`
	UID               string `json:"uid"`
	CreationTimestamp string `json:"creationTimestamp"`
	NameSuffix        string `json:"nameSuffix"`
}

type jobUpdateInput struct {
	Body            string          `json:"body"`
	Namespace       string          `json:"namespace"`
	Name            string          `json:"name"`
	FieldValidation string          `json:"fieldValidation"`
	Stored          json.RawMessage `json:"stored"`
}

// writeTarget is what the create and update paths of one batch/v1 resource
// differ in: the resource, the kind served, an empty internal object and
// the registry's strategy.
type writeTarget struct {
	resource  schema.GroupResource
	kind      schema.GroupVersionKind
	newObject func() runtime.Object
	strategy  jobStrategyMethods
}

var jobTarget = writeTarget{
	resource:  jobsResource,
	kind:      jobV1Kind,
	newObject: func() runtime.Object { return &batch.Job{} },
	strategy:  jobregistry.Strategy,
}

func (t writeTarget) newObservedStrategy() *observedStrategy {
	return &observedStrategy{jobStrategyMethods: t.strategy}
}

var jobNamer = handlers.ContextBasedNaming{Namer: meta.NewAccessor(), ClusterScoped: false}

// decodeRequestBody is the handler's decoding step. It returns the object,
// or a terminal error (already transformed as the handler does).
func decodeRequestBody(ctx context.Context, t writeTarget, body []byte, validationDirective string) (runtime.Object, error) {
	js := jsonSerializer()
	decodeSerializer := js.Serializer
	if validationDirective == metav1.FieldValidationWarn || validationDirective == metav1.FieldValidationStrict {
		decodeSerializer = js.StrictSerializer
	}
	decoder := legacyscheme.Codecs.DecoderToVersion(decodeSerializer, batchInternal)
	defaultGVK := t.kind
	original := t.newObject()
	obj, gvk, err := decoder.Decode(body, &defaultGVK, original)
	if err != nil {
		strictError, isStrictError := runtime.AsStrictDecodingError(err)
		switch {
		case isStrictError && obj != nil && validationDirective == metav1.FieldValidationWarn:
			handlers.OracleAddStrictDecodingWarnings(ctx, strictError.Errors())
		default:
			return nil, handlers.OracleTransformDecodeError(legacyscheme.Scheme, err, original, gvk, body)
		}
	}
	if objGV := gvk.GroupVersion(); objGV != batchV1 {
		return nil, apierrors.NewBadRequest(fmt.Sprintf("the API version in the data (%s) does not match the expected API version (%v)", objGV.String(), batchV1.String()))
	}
	return obj, nil
}

func parseRequestTime(s string) (metav1.Time, error) {
	if s == "" {
		return metav1.Time{}, fmt.Errorf("creationTimestamp is required")
	}
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		return metav1.Time{}, err
	}
	return metav1.NewTime(t), nil
}

func runJobCreate(in jobCreateInput) (writeResult, error) {
	return runCreate(jobTarget, in)
}

func runCreate(t writeTarget, in jobCreateInput) (writeResult, error) {
	now, err := parseRequestTime(in.CreationTimestamp)
	if err != nil {
		return writeResult{}, err
	}
	var result outcome
	var internalErr error
	warnings, werr := withResourceRequest(t.resource.Resource, "create", in.Namespace, "", func(ctx context.Context) {
		result, internalErr = writeCreate(ctx, t, in, now)
	})
	if werr != nil {
		return writeResult{}, werr
	}
	if internalErr != nil {
		return writeResult{}, internalErr
	}
	return writeResult{Outcome: result, Warnings: warnings}, nil
}

func writeCreate(ctx context.Context, t writeTarget, in jobCreateInput, now metav1.Time) (outcome, error) {
	options := &metav1.CreateOptions{FieldValidation: in.FieldValidation}
	if errs := metav1validation.ValidateCreateOptions(options); len(errs) > 0 {
		return failure(apierrors.NewInvalid(schema.GroupKind{Group: metav1.GroupName, Kind: "CreateOptions"}, "", errs), errs), nil
	}
	obj, err := decodeRequestBody(ctx, t, []byte(in.Body), handlers.OracleFieldValidation(options.FieldValidation))
	if err != nil {
		return failure(err, nil), nil
	}
	objectMeta, err := meta.Accessor(obj)
	if err != nil {
		return outcome{}, err
	}
	rest.WipeObjectMetaSystemFields(objectMeta)
	if err := rest.EnsureObjectNamespaceMatchesRequestNamespace(rest.ExpectedNamespaceForScope(in.Namespace, true), objectMeta); err != nil {
		return failure(err, nil), nil
	}
	handlers.OracleDedupOwnerReferencesAndAddWarning(obj, ctx, false)

	// Store.create: system fields, then the generated name.
	rest.FillObjectMetaSystemFields(objectMeta)
	objectMeta.SetCreationTimestamp(now)
	objectMeta.SetUID(types.UID(in.UID))
	strategy := t.newObservedStrategy()
	if len(objectMeta.GetGenerateName()) > 0 && len(objectMeta.GetName()) == 0 {
		generated := strategy.GenerateName(objectMeta.GetGenerateName())
		objectMeta.SetName(withSuffix(generated, in.NameSuffix))
	}
	if err, panicked := serverRecovers(func() error { return rest.BeforeCreate(strategy, ctx, obj) }); panicked {
		return panicAnswer(), nil
	} else if err != nil {
		return failure(err, strategy.errs), nil
	}
	// etcd3 store.Create refuses a client-set resourceVersion.
	if version, verr := (storage.APIObjectVersioner{}).ObjectResourceVersion(obj); verr == nil && version != 0 {
		return failure(storeerr.InterpretCreateError(storage.ErrResourceVersionSetOnCreate, t.resource, objectMeta.GetName()), nil), nil
	}
	object, err := storedAndReadBackAs(obj, t.newObject())
	if err != nil {
		return outcome{}, err
	}
	return outcome{OK: true, Object: object}, nil
}

// panicText is what the API server's panic-recovery filter (WithPanicRecovery
// in k8s.io/apiserver/pkg/server/filters) answers, as text/plain with HTTP
// 500, when a handler panics.
const panicText = "This request caused apiserver to panic. Look in the logs for details."

// serverRecovers runs f; a panic in upstream code is reported, as the
// server's filters would turn it into an answer rather than crash.
func serverRecovers(f func() error) (err error, panicked bool) {
	defer func() {
		if r := recover(); r != nil {
			panicked = true
		}
	}()
	return f(), false
}

// panicAnswer is the HTTP 500 a panic produces. It is not a Status, so the
// reason is empty.
func panicAnswer() outcome {
	return outcome{OK: false, Status: &apiStatus{Code: 500, Reason: "", Message: panicText, Errors: []apiFieldError{}}}
}

// withSuffix replaces the random suffix the name generator appended with the
// request's (the generator's length rules are kept).
func withSuffix(generated, suffix string) string {
	const randomLength = 5
	if len(generated) < randomLength {
		return generated
	}
	return generated[:len(generated)-randomLength] + suffix
}

func runJobUpdate(in jobUpdateInput) (writeResult, error) {
	return runUpdate(jobTarget, in)
}

func runUpdate(t writeTarget, in jobUpdateInput) (writeResult, error) {
	var result outcome
	var internalErr error
	warnings, werr := withResourceRequest(t.resource.Resource, "update", in.Namespace, in.Name, func(ctx context.Context) {
		result, internalErr = writeUpdate(ctx, t, in)
	})
	if werr != nil {
		return writeResult{}, werr
	}
	if internalErr != nil {
		return writeResult{}, internalErr
	}
	return writeResult{Outcome: result, Warnings: warnings}, nil
}

func writeUpdate(ctx context.Context, t writeTarget, in jobUpdateInput) (outcome, error) {
	existing, err := decodeStoredAs(in.Stored, t.kind, t.newObject())
	if err != nil {
		return outcome{}, fmt.Errorf("stored object: %w", err)
	}
	options := &metav1.UpdateOptions{FieldValidation: in.FieldValidation}
	if errs := metav1validation.ValidateUpdateOptions(options); len(errs) > 0 {
		return failure(apierrors.NewInvalid(schema.GroupKind{Group: metav1.GroupName, Kind: "UpdateOptions"}, "", errs), errs), nil
	}
	obj, err := decodeRequestBody(ctx, t, []byte(in.Body), handlers.OracleFieldValidation(options.FieldValidation))
	if err != nil {
		return failure(err, nil), nil
	}
	objectMeta, err := meta.Accessor(obj)
	if err != nil {
		return outcome{}, err
	}
	if err := rest.EnsureObjectNamespaceMatchesRequestNamespace(rest.ExpectedNamespaceForScope(in.Namespace, true), objectMeta); err != nil {
		return failure(err, nil), nil
	}
	if err := handlers.OracleCheckName(obj, in.Name, in.Namespace, jobNamer); err != nil {
		return failure(err, nil), nil
	}
	handlers.OracleDedupOwnerReferencesAndAddWarning(obj, ctx, false)

	// Store.Update → GuaranteedUpdate: preconditions on the stored object.
	key := "/registry/" + t.resource.Resource + "/" + in.Namespace + "/" + in.Name
	objInfo := rest.DefaultUpdatedObjectInfo(obj)
	preconditions := &storage.Preconditions{}
	if p := objInfo.Preconditions(); p != nil {
		preconditions.UID = p.UID
		preconditions.ResourceVersion = p.ResourceVersion
	}
	if err := preconditions.Check(key, existing); err != nil {
		return failure(storeerr.InterpretUpdateError(err, t.resource, in.Name), nil), nil
	}
	versioner := storage.APIObjectVersioner{}
	existingResourceVersion, err := versioner.ObjectResourceVersion(existing)
	if err != nil {
		return outcome{}, fmt.Errorf("stored resourceVersion: %w", err)
	}
	strategy := t.newObservedStrategy()
	if existingResourceVersion == 0 {
		// Jobs and CronJobs do not allow create-on-update.
		return failure(storeerr.InterpretUpdateError(apierrors.NewNotFound(t.resource, in.Name), t.resource, in.Name), nil), nil
	}
	updated, err := objInfo.UpdatedObject(ctx, existing)
	if err != nil {
		return outcome{}, err
	}
	newResourceVersion, err := versioner.ObjectResourceVersion(updated)
	if err != nil {
		return failure(storeerr.InterpretUpdateError(err, t.resource, in.Name), nil), nil
	}
	if newResourceVersion == 0 && allowUnconditionalUpdate(strategy, ctx) {
		if err := versioner.UpdateObject(updated, existingResourceVersion); err != nil {
			return outcome{}, err
		}
	} else if newResourceVersion != existingResourceVersion {
		return failure(storeerr.InterpretUpdateError(apierrors.NewConflict(t.resource, in.Name, fmt.Errorf(registry.OptimisticLockErrorMsg)), t.resource, in.Name), nil), nil
	}
	if err, panicked := serverRecovers(func() error { return rest.BeforeUpdate(strategy, ctx, updated, existing) }); panicked {
		return panicAnswer(), nil
	} else if err != nil {
		return failure(err, strategy.errs), nil
	}
	object, err := storedAndReadBackAs(updated, t.newObject())
	if err != nil {
		return outcome{}, err
	}
	return outcome{OK: true, Object: object}, nil
}

// mapOrderAnswers runs an op once, and when its answer lists two or more
// errors or warnings (whose order may follow Go map iteration), until the
// runs bring no new answer (map_order.go); distinct answers become
// {"oneOf": [...]}, sorted.
func mapOrderAnswers(run func() (writeResult, error)) (any, error) {
	first, err := run()
	if err != nil {
		return nil, err
	}
	n := len(first.Warnings)
	if first.Outcome.Status != nil && len(first.Outcome.Status.Errors) > n {
		n = len(first.Outcome.Status.Errors)
	}
	if n < 2 {
		return first, nil
	}
	return sampleMapOrders(first, run)
}

func init() {
	register("job.create", func(raw json.RawMessage) (any, error) {
		var in jobCreateInput
		if err := json.Unmarshal(raw, &in); err != nil {
			return nil, err
		}
		return mapOrderAnswers(func() (writeResult, error) { return runJobCreate(in) })
	})
	register("job.update", func(raw json.RawMessage) (any, error) {
		var in jobUpdateInput
		if err := json.Unmarshal(raw, &in); err != nil {
			return nil, err
		}
		return mapOrderAnswers(func() (writeResult, error) { return runJobUpdate(in) })
	})
}
