// Samples another thread's stack without stopping the process: the hang watchdog's view of
// where the main thread is stuck (PlaygroundApp/HangWatchdog.swift). In C because the
// sampling happens in a signal handler, which may only do async-signal-safe work, and because
// glibc's backtrace(3) and dladdr(3) are not in Swift's Glibc module.
#ifndef CSTACKSAMPLER_H
#define CSTACKSAMPLER_H

#include <pthread.h>
#include <stddef.h>
#include <stdint.h>

// Installs the handler for `signal_number` (once per process). Returns 0, or -1 with errno.
int css_install(int signal_number);

// Interrupts `thread` with the installed signal and copies where it was into `addresses`: the
// interrupted instruction first, then the return addresses of its callers, innermost first. Waits at most `timeout_ms` for the thread to answer.
// Returns how many were stored, or -1 when the thread did not answer in time.
int css_sample(pthread_t thread, int signal_number, void **addresses, int capacity, int timeout_ms);

// The file an address is in (a shared library or the executable) and its offset from where
// that file is loaded: what a symbolizer takes. Returns 1, or 0 when no loaded file holds it.
int css_locate(const void *address, char *path, size_t path_size, uintptr_t *offset);

#endif
