/* The device structure, private to src/core/. Units use device.h. */
#ifndef SGPU_CORE_PRIV_H
#define SGPU_CORE_PRIV_H

#include "core/device.h"

#define SGPU_LOG_MAX_CATEGORIES 64
#define SGPU_LOG_MAX_FILTERS 32

struct sgpu_log_category_slot {
	char name[24];
	bool enabled; /* INFO and DEBUG delivered */
};

/* What is behind a memory space's bytes (src/core/hostmem.c). */
enum sgpu_hostmem_kind {
	SGPU_HOSTMEM_NONE = 0,
	SGPU_HOSTMEM_HEAP,     /* calloc */
	SGPU_HOSTMEM_FILE,     /* a shareable file mapped MAP_SHARED */
	SGPU_HOSTMEM_EXTERNAL, /* the embedder's */
};

struct sgpu_hostmem {
	enum sgpu_hostmem_kind kind;
	int fd; /* SGPU_HOSTMEM_FILE, else -1 */
};

struct sgpu_device {
	const struct sgpu_chip *chip;
	struct sgpu_memspace mem[SGPU_SPACE_COUNT];
	struct sgpu_hostmem hostmem[SGPU_SPACE_COUNT];

	struct sgpu_unit *units;
	size_t unit_count;

	/* Sorted by base, non-overlapping. */
	struct sgpu_mmio_region *regions;
	size_t region_count;
	size_t region_cap;
	size_t region_last; /* index of the last region hit: accesses cluster */

	/* Interrupts. */
	uint32_t irq_lines;
	uint32_t irq_mask;
	bool irq_master;
	bool irq_out;
	sgpu_irq_fn irq_fn;
	void *irq_user;

	/* Log. */
	sgpu_log_fn log_fn;
	void *log_user;
	struct sgpu_log_category_slot cats[SGPU_LOG_MAX_CATEGORIES];
	int cat_count;
	bool log_all;
	char filters[SGPU_LOG_MAX_FILTERS][24];
	int filter_count;
	uint64_t log_counts[SGPU_LOG_LEVEL_COUNT];  /* raised: delivered or dropped */
	uint64_t log_dropped[SGPU_LOG_LEVEL_COUNT]; /* below the threshold or folded */
	sgpu_log_level log_level;                   /* least severe level delivered */
	struct sgpu_log_fold log_fold;              /* repeats of the last delivered message */
	int cat_mmio;
	int cat_irq;
	int cat_run;

	/* Trace. */
	sgpu_trace_fn trace_fn;
	void *trace_user;

	/* Run loop. */
	uint64_t time;
	size_t run_next;     /* round-robin start unit */
	uint64_t run_booked; /* steps of the running long turn already in time */
	uint64_t ns_carry;   /* sgpu_advance: nanoseconds short of a whole step */
};

void sgpu_log_init(struct sgpu_device *dev);
/* Passes on a pending repeat summary: before the device goes. */
void sgpu_log_fini(struct sgpu_device *dev);
void sgpu_irq_reset(struct sgpu_device *dev);
/* Backs space s with size bytes as mc (NULL: defaults) asks. */
sgpu_status sgpu_hostmem_alloc(struct sgpu_device *dev, sgpu_space s, uint64_t size,
                               const struct sgpu_mem_config *mc);
void sgpu_hostmem_free(struct sgpu_device *dev, sgpu_space s);
/* Tests: take the POSIX shared-memory fallback even where memfd exists. */
extern bool sgpu_hostmem_no_memfd;
/* Maps the MMIO regions of memory apertures in the register BAR
 * (bar.c); after every unit's init. */
sgpu_status sgpu_bar_map_regions(struct sgpu_device *dev);

#endif /* SGPU_CORE_PRIV_H */
