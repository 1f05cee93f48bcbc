// Declarations only: the header is the module. (SwiftPM needs one source file in a C target.)
#include "CFuzzer.h"
