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

struct sgpu_device {
	const struct sgpu_chip *chip;
	struct sgpu_memspace mem[SGPU_SPACE_COUNT];

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
	uint64_t log_counts[SGPU_LOG_LEVEL_COUNT];
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
void sgpu_irq_reset(struct sgpu_device *dev);
/* Maps the MMIO regions of memory apertures in the register BAR
 * (bar.c); after every unit's init. */
sgpu_status sgpu_bar_map_regions(struct sgpu_device *dev);

#endif /* SGPU_CORE_PRIV_H */
