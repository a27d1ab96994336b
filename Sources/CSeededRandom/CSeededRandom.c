#define _GNU_SOURCE
#include "CSeededRandom.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>
#include <stdarg.h>
#include <string.h>
#include <sys/syscall.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int seeded = 0;
static uint64_t state = 0;

// splitmix64: a small generator whose whole state is one word, so a seed fixes the sequence.
static uint64_t next_word(void) {
  uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

void csr_seed(uint64_t seed) {
  pthread_mutex_lock(&lock);
  seeded = 1;
  state = seed;
  pthread_mutex_unlock(&lock);
}

// Replaces the C library's `syscall` (see the header): getrandom is answered from the seeded
// sequence while seeding is on; every other call, and getrandom before seeding, goes to the C
// library's own with the same six argument words (the most any system call takes).
long syscall(long number, ...) {
  va_list list;
  va_start(list, number);
  long words[6];
  for (int index = 0; index < 6; index++) words[index] = va_arg(list, long);
  va_end(list);
  if (number == SYS_getrandom) {
    pthread_mutex_lock(&lock);
    int on = seeded;
    if (on) {
      uint8_t *bytes = (uint8_t *)words[0];
      size_t count = (size_t)words[1];
      size_t left = count;
      while (left > 0) {
        uint64_t word = next_word();
        size_t step = left < sizeof word ? left : sizeof word;
        memcpy(bytes, &word, step);
        bytes += step;
        left -= step;
      }
      pthread_mutex_unlock(&lock);
      return (long)count;
    }
    pthread_mutex_unlock(&lock);
  }
  static long (*library)(long, ...) = NULL;
  if (library == NULL) library = (long (*)(long, ...))dlsym(RTLD_NEXT, "syscall");
  return library(number, words[0], words[1], words[2], words[3], words[4], words[5]);
}
