#include "punctuation.h"

const char *greeting_mark(void) { return "!"; }
