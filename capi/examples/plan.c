/* Plans a training step through lowtide's C API and prints its JSON report.
 *
 *   cc -I capi/include capi/examples/plan.c -L target/release -llowtide_capi -o plan
 *   LD_LIBRARY_PATH=target/release ./plan step.mlir [BUDGET_BYTES]
 *
 * Exits 1 with lowtide's message (file:line:col, the line and a caret) when there is no plan. */
#include <stdio.h>
#include <stdlib.h>

#include "lowtide.h"

static char *read_file(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *text = malloc((size_t)n + 1);
  if (text && fread(text, 1, (size_t)n, f) != (size_t)n) {
    free(text);
    text = NULL;
  }
  if (text) text[n] = '\0';
  fclose(f);
  return text;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s STEP.mlir [BUDGET_BYTES]\n", argv[0]);
    return 2;
  }
  char *text = read_file(argv[1]);
  if (!text) {
    fprintf(stderr, "%s: cannot read\n", argv[1]);
    return 2;
  }
  uint64_t budget = argc > 2 ? strtoull(argv[2], NULL, 10) : 0;
  LowtidePlan plan = lowtide_plan(text, argv[1], NULL, budget);
  free(text);
  int status = 0;
  if (plan.error) {
    fprintf(stderr, "%s\n", plan.error);
    status = 1;
  } else {
    printf("lowtide %s\n%s", lowtide_version(), plan.report_json);
  }
  lowtide_plan_free(plan);
  return status;
}
