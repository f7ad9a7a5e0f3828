/* The table of command-stream dialects of "stream" blocks. To add one
 * (nv.*, pm4.*), write dialect_NAME.c defining a struct
 * sgpu_script_dialect and list it here; docs/script.md, "Writing a
 * dialect", describes the contract. */
#include "script/priv.h"

extern const struct sgpu_script_dialect sgpu_script_dialect_test;
extern const struct sgpu_script_dialect sgpu_script_dialect_nv;
extern const struct sgpu_script_dialect sgpu_script_dialect_pm4;

const struct sgpu_script_dialect *const sgpu_script_dialects[] = {
        &sgpu_script_dialect_test,
        &sgpu_script_dialect_nv,
        &sgpu_script_dialect_pm4,
        NULL,
};
