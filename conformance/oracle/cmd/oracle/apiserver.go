package main

// The pieces of the API server request path the job ops share: the codecs
// the kube-apiserver serves batch/v1 with, a request context carrying the
// namespace and the real warning recorder, the storage round trip that a
// later GET reads back, and the Status answer of an error.

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	utilnet "k8s.io/apimachinery/pkg/util/net"
	"k8s.io/apimachinery/pkg/util/validation/field"
	"k8s.io/apiserver/pkg/endpoints/filters"
	"k8s.io/apiserver/pkg/endpoints/handlers/responsewriters"
	genericapirequest "k8s.io/apiserver/pkg/endpoints/request"
	"k8s.io/kubernetes/pkg/api/legacyscheme"
	batch "k8s.io/kubernetes/pkg/apis/batch"

	_ "k8s.io/kubernetes/pkg/apis/batch/install"
	_ "k8s.io/kubernetes/pkg/apis/core/install"
)

var (
	batchV1       = schema.GroupVersion{Group: "batch", Version: "v1"}
	batchInternal = schema.GroupVersion{Group: "batch", Version: runtime.APIVersionInternal}
	jobV1Kind     = batchV1.WithKind("Job")
	jobsResource  = schema.GroupResource{Group: "batch", Resource: "jobs"}
)

// jsonSerializer is the application/json entry of the codecs the API server
// negotiates for a JSON request body (plain and strict).
func jsonSerializer() runtime.SerializerInfo {
	info, ok := runtime.SerializerInfoForMediaType(legacyscheme.Codecs.SupportedMediaTypes(), runtime.ContentTypeJSON)
	if !ok {
		panic("no JSON serializer in legacyscheme.Codecs")
	}
	return info
}

// protobufSerializer is what etcd holds built-in objects as.
func protobufSerializer() runtime.SerializerInfo {
	info, ok := runtime.SerializerInfoForMediaType(legacyscheme.Codecs.SupportedMediaTypes(), runtime.ContentTypeProtobuf)
	if !ok {
		panic("no protobuf serializer in legacyscheme.Codecs")
	}
	return info
}

// storedAndReadBack encodes an internal Job as storage does (batch/v1,
// protobuf), decodes it with defaulting as a GET does, and returns the
// batch/v1 JSON the GET answers with (managedFields and resourceVersion
// left out: no field manager and no etcd revision are modelled).
func storedAndReadBack(job *batch.Job) (json.RawMessage, error) {
	return storedAndReadBackAs(job, &batch.Job{})
}

// storedAndReadBackAs is storedAndReadBack for any batch object (into is
// an empty internal object of its type).
func storedAndReadBackAs(obj, into runtime.Object) (json.RawMessage, error) {
	pb := protobufSerializer()
	data, err := runtime.Encode(legacyscheme.Codecs.EncoderForVersion(pb.Serializer, batchV1), obj)
	if err != nil {
		return nil, fmt.Errorf("storage encode: %w", err)
	}
	back, _, err := legacyscheme.Codecs.DecoderToVersion(pb.Serializer, batchInternal).Decode(data, nil, into)
	if err != nil {
		return nil, fmt.Errorf("storage decode: %w", err)
	}
	return v1JSONForGet(back)
}

// v1JSONForGet renders an internal object as the batch/v1 JSON of a GET.
func v1JSONForGet(obj runtime.Object) (json.RawMessage, error) {
	if acc, err := meta.Accessor(obj); err == nil {
		acc.SetManagedFields(nil)
		acc.SetResourceVersion("")
	}
	js := jsonSerializer()
	out, err := runtime.Encode(legacyscheme.Codecs.EncoderForVersion(js.Serializer, batchV1), obj)
	if err != nil {
		return nil, fmt.Errorf("response encode: %w", err)
	}
	// The JSON serializer ends with a newline; RawMessage must be compact.
	for len(out) > 0 && (out[len(out)-1] == '\n' || out[len(out)-1] == ' ') {
		out = out[:len(out)-1]
	}
	return json.RawMessage(out), nil
}

// decodeStored decodes an object as storage hands it to the registry:
// batch/v1 JSON, defaulted, converted to the internal version.
func decodeStored(raw json.RawMessage) (*batch.Job, error) {
	obj, err := decodeStoredAs(raw, jobV1Kind, &batch.Job{})
	if err != nil {
		return nil, err
	}
	job, ok := obj.(*batch.Job)
	if !ok {
		return nil, fmt.Errorf("stored object is a %T, not a Job", obj)
	}
	return job, nil
}

// decodeStoredAs is decodeStored for any batch/v1 kind.
func decodeStoredAs(raw json.RawMessage, kind schema.GroupVersionKind, into runtime.Object) (runtime.Object, error) {
	js := jsonSerializer()
	obj, _, err := legacyscheme.Codecs.DecoderToVersion(js.Serializer, batchInternal).Decode(raw, &kind, into)
	if err != nil {
		return nil, err
	}
	return obj, nil
}

// withRequest runs f with a context that carries the request namespace and
// the API server's real warning recorder, and returns the warnings as the
// response's Warning headers carry them.
func withRequest(verb, namespace, name string, f func(ctx context.Context)) ([]string, error) {
	return withResourceRequest("jobs", verb, namespace, name, f)
}

// withResourceRequest is withRequest for a resource of batch/v1 ("jobs",
// "cronjobs").
func withResourceRequest(resource, verb, namespace, name string, f func(ctx context.Context)) ([]string, error) {
	path := "/apis/batch/v1/namespaces/" + namespace + "/" + resource
	method := http.MethodPost
	if verb == "update" {
		path += "/" + name
		method = http.MethodPut
	}
	req := httptest.NewRequest(method, "/", nil)
	rw := httptest.NewRecorder()
	info := &genericapirequest.RequestInfo{
		IsResourceRequest: true, Path: path, Verb: verb, APIPrefix: "apis", APIGroup: "batch", APIVersion: "v1",
		Namespace: namespace, Resource: resource, Name: name, Parts: []string{resource},
	}
	h := filters.WithWarningRecorder(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx := genericapirequest.WithRequestInfo(r.Context(), info)
		f(genericapirequest.WithNamespace(ctx, namespace))
	}))
	h.ServeHTTP(rw, req)
	headers, errs := utilnet.ParseWarningHeaders(rw.Header()["Warning"])
	if len(errs) > 0 {
		return nil, fmt.Errorf("unparseable warning header: %v", errs[0])
	}
	warnings := make([]string, 0, len(headers))
	for _, h := range headers {
		warnings = append(warnings, h.Text)
	}
	return warnings, nil
}

// apiFieldError is one field error in the shape of the library's
// ApiStatusError.errors: Go's ErrorType string, the field path, the detail
// and, where the rendered message shows it, the bad value as JSON.
type apiFieldError struct {
	Type     string          `json:"type"`
	Field    string          `json:"field"`
	Detail   string          `json:"detail"`
	BadValue json.RawMessage `json:"badValue,omitempty"`
}

// errorTypeTooShort is field.ErrorTypeTooShort, which 1.33 does not define
// (and never reports).
const errorTypeTooShort = field.ErrorType("FieldValueTooShort")

func showsBadValue(e *field.Error) bool {
	switch e.Type {
	case field.ErrorTypeRequired, field.ErrorTypeForbidden, field.ErrorTypeTooLong, errorTypeTooShort, field.ErrorTypeInternal:
		return false
	}
	return e.BadValue != any(field.OmitValueType{})
}

func apiFieldErrors(errs field.ErrorList) []apiFieldError {
	out := make([]apiFieldError, 0, len(errs))
	for _, e := range errs {
		fe := apiFieldError{Type: string(e.Type), Field: e.Field, Detail: e.Detail}
		if showsBadValue(e) {
			if b, err := json.Marshal(e.BadValue); err == nil {
				fe.BadValue = b
			}
		}
		out = append(out, fe)
	}
	return out
}

type apiStatus struct {
	Code    int32           `json:"code"`
	Reason  string          `json:"reason"`
	Message string          `json:"message"`
	Errors  []apiFieldError `json:"errors"`
}

type outcome struct {
	OK     bool            `json:"ok"`
	Object json.RawMessage `json:"object,omitempty"`
	Status *apiStatus      `json:"status,omitempty"`
}

type writeResult struct {
	Outcome  outcome  `json:"outcome"`
	Warnings []string `json:"warnings"`
}

// failure is the Status the server answers for err; fieldErrs are the
// field errors behind an Invalid answer (the Status only carries their
// rendered text).
func failure(err error, fieldErrs field.ErrorList) outcome {
	st := responsewriters.ErrorToAPIStatus(err)
	s := &apiStatus{Code: st.Code, Reason: string(st.Reason), Message: st.Message, Errors: apiFieldErrors(fieldErrs)}
	if apierrors.IsInvalid(err) && len(fieldErrs) == 0 {
		panic("Invalid status without its field errors: " + st.Message)
	}
	return outcome{OK: false, Status: s}
}
