// glibc's malloc tuning (mallopt, M_TOP_PAD), which the Glibc module does not export.
#include <malloc.h>
