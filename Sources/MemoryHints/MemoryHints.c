// The module's one function is static inline in MemoryHints.h; this file
// exists because the package manager builds a C target from its sources.
#include "MemoryHints.h"
