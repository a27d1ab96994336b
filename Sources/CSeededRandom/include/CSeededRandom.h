// Swift's random numbers, made repeatable on request: `qa` turns it on before the user's code
// runs, so a preview that draws `Int.random(in:)`, `shuffled()` or a random colour snapshots the
// same every run (docs/visual-qa.md, "Determinism"). Swift's SystemRandomNumberGenerator asks
// the kernel through the C library's `syscall(SYS_getrandom, …)`; this target defines `syscall`
// in the executable, which the dynamic linker prefers for the Swift runtime's calls (the app
// links with --export-dynamic), answers getrandom from a seeded sequence once seeding is on,
// and forwards everything else unchanged. In C because it replaces a variadic C function.
#ifndef CSEEDEDRANDOM_H
#define CSEEDEDRANDOM_H

#include <stdint.h>

// From now on, random bytes come from a fixed sequence started at `seed`.
void csr_seed(uint64_t seed);

#endif
