#include "harness.h"
SGPU_TEST(placeholder) {}
