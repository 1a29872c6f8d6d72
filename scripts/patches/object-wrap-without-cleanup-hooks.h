// node::ObjectWrap as Node.js shipped it up to 24.18 (and still ships it in 20 and 22), without the per-object
// environment cleanup hooks that 24.19 backported. Those hooks abort the process when V8 finalises a wrapped
// object outside a JS context (nodejs/node#65446), which better-sqlite3 12 hits whenever an unused Statement is
// collected. scripts/patch-better-sqlite3.mjs makes better-sqlite3 include this file instead of Node's header;
// defining Node's include guard keeps the header from being read again. See ADR 0018.
//
// Copyright Joyent, Inc. and other Node contributors. Released under the MIT licence, as Node.js itself.

#ifndef SRC_NODE_OBJECT_WRAP_H_
#define SRC_NODE_OBJECT_WRAP_H_

#include <cassert>
#include "node.h"

namespace node {

class ObjectWrap {
 public:
  ObjectWrap() { refs_ = 0; }

  virtual ~ObjectWrap() {
    if (persistent().IsEmpty()) return;
    persistent().ClearWeak();
    persistent().Reset();
  }

  template <class T>
  static inline T* Unwrap(v8::Local<v8::Object> handle) {
    assert(!handle.IsEmpty());
    assert(handle->InternalFieldCount() > 0);
    // Cast to ObjectWrap before casting to T: a direct cast from void to T is wrong when T has several bases.
    void* ptr = handle->GetAlignedPointerFromInternalField(0);
    ObjectWrap* wrap = static_cast<ObjectWrap*>(ptr);
    return static_cast<T*>(wrap);
  }

  inline v8::Local<v8::Object> handle() { return handle(v8::Isolate::GetCurrent()); }

  inline v8::Local<v8::Object> handle(v8::Isolate* isolate) {
    return v8::Local<v8::Object>::New(isolate, persistent());
  }

  inline v8::Persistent<v8::Object>& persistent() { return handle_; }

 protected:
  inline void Wrap(v8::Local<v8::Object> handle) {
    assert(persistent().IsEmpty());
    assert(handle->InternalFieldCount() > 0);
    handle->SetAlignedPointerInInternalField(0, this);
    persistent().Reset(v8::Isolate::GetCurrent(), handle);
    MakeWeak();
  }

  inline void MakeWeak() { persistent().SetWeak(this, WeakCallback, v8::WeakCallbackType::kParameter); }

  virtual void Ref() {
    assert(!persistent().IsEmpty());
    persistent().ClearWeak();
    refs_++;
  }

  virtual void Unref() {
    assert(!persistent().IsEmpty());
    assert(!persistent().IsWeak());
    assert(refs_ > 0);
    if (--refs_ == 0) MakeWeak();
  }

  int refs_;

 private:
  static void WeakCallback(const v8::WeakCallbackInfo<ObjectWrap>& data) {
    ObjectWrap* wrap = data.GetParameter();
    assert(wrap->refs_ == 0);
    wrap->handle_.Reset();
    delete wrap;
  }

  v8::Persistent<v8::Object> handle_;
};

}  // namespace node

#endif  // SRC_NODE_OBJECT_WRAP_H_
