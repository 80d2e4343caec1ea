#ifndef MEMORY_HINTS_H
#define MEMORY_HINTS_H

/// Asks the processor to start loading the cache line at `address` for a
/// read that will follow soon. A hint only: it never faults and changes no
/// result, so a wrong address costs a little bandwidth and nothing else.
///
/// Swift has no prefetch instruction of its own; this static inline
/// function is compiled into each caller as the one instruction
/// (`prefetcht0` on x86-64, `prfm pldl1keep` on arm64).
static inline __attribute__((always_inline)) void memory_hint_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

#endif
