#define _GNU_SOURCE
#include "CStackSampler.h"

#include <dlfcn.h>
#include <errno.h>
#include <execinfo.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <time.h>
#include <ucontext.h>

enum { capacity_limit = 256 };

// Written by the handler on the sampled thread, read by the sampler once `sampled` is set.
static void *sample[capacity_limit];
static atomic_int sampled = -1;

static void handle(int signal_number, siginfo_t *info, void *context) {
  (void)signal_number;
  (void)info;
  int saved = errno;
  // backtrace(3) is safe here once it has run once (the first call loads libgcc_s: css_install).
  int count = backtrace(sample, capacity_limit);
  // The interrupted instruction itself comes first, exact, and then the return addresses of
  // its callers: the handler's own frames and the signal trampoline go.
  void *interrupted = NULL;
#if defined(__x86_64__)
  interrupted = (void *)((ucontext_t *)context)->uc_mcontext.gregs[REG_RIP];
#elif defined(__aarch64__)
  interrupted = (void *)((ucontext_t *)context)->uc_mcontext.pc;
#endif
  if (interrupted != NULL) {
    int start = 0;
    while (start < count && sample[start] != interrupted) start++;
    if (start == count) {
      // The unwinder did not show the interrupted frame: keep it alone, then what it saw.
      if (count == capacity_limit) count--;
      memmove(sample + 1, sample, (size_t)count * sizeof(void *));
      sample[0] = interrupted;
      count++;
    } else {
      memmove(sample, sample + start, (size_t)(count - start) * sizeof(void *));
      count -= start;
    }
  }
  atomic_store(&sampled, count);
  errno = saved;
}

int css_install(int signal_number) {
  void *warm[4];
  (void)backtrace(warm, 4);
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_sigaction = handle;
  action.sa_flags = SA_RESTART | SA_SIGINFO;
  sigemptyset(&action.sa_mask);
  return sigaction(signal_number, &action, NULL);
}

int css_sample(pthread_t thread, int signal_number, void **addresses, int capacity, int timeout_ms) {
  atomic_store(&sampled, -1);
  if (pthread_kill(thread, signal_number) != 0) return -1;
  struct timespec step = {0, 1000000};
  for (int waited = 0; waited < timeout_ms; waited++) {
    int count = atomic_load(&sampled);
    if (count >= 0) {
      if (count > capacity) count = capacity;
      memcpy(addresses, sample, (size_t)count * sizeof(void *));
      return count;
    }
    nanosleep(&step, NULL);
  }
  return -1;
}

int css_locate(const void *address, char *path, size_t path_size, uintptr_t *offset) {
  Dl_info info;
  if (dladdr(address, &info) == 0 || info.dli_fname == NULL || path_size == 0) return 0;
  strncpy(path, info.dli_fname, path_size - 1);
  path[path_size - 1] = '\0';
  *offset = (uintptr_t)address - (uintptr_t)info.dli_fbase;
  return 1;
}
