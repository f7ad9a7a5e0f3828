/* Internal core API: devices, units, the MMIO region table, memory
 * spaces, interrupt lines, logging, tracing and the run loop.
 * Knows nothing of NVIDIA or AMD: a chip is a table of unit descriptors. */
#ifndef SGPU_CORE_DEVICE_H
#define SGPU_CORE_DEVICE_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "softgpu/softgpu.h"

struct sgpu_unit;

/* ------------------------------------------------------------------ units and chips */

struct sgpu_unit_class {
	const char *name; /* default instance name, upper case: "PMC", "TEST" */
	const char *description;
	size_t priv_size; /* zeroed private state allocated for each instance */
	/* Map MMIO regions, claim interrupt lines. Called once at creation. */
	sgpu_status (*init)(struct sgpu_unit *u);
	/* Power-on state. Called after init and by sgpu_device_reset. */
	void (*reset)(struct sgpu_unit *u);
	/* Release what init allocated beyond priv. May be NULL. */
	void (*fini)(struct sgpu_unit *u);
	/* Has work the run loop should give steps to. NULL: never. */
	bool (*busy)(const struct sgpu_unit *u);
	/* Do at most budget (>= 1) steps of work and return how many were
	 * spent: at least 1 whenever called while busy. */
	uint64_t (*step)(struct sgpu_unit *u, uint64_t budget);
	/* Long turns, for a unit with a batched path (a command decoder, a
	 * pusher): when no other unit is busy, the run loop offers it the
	 * whole remaining budget instead of one SGPU_RUN_SLICE, and books the
	 * call as one turn per slice begun (model time, budget, round-robin
	 * order), as if it had been called slice by slice. The unit makes
	 * that true: it books each whole slice done with sgpu_run_booked
	 * before doing anything visible in the next (trace events, interrupt
	 * changes, logs, work for other units), and it goes on past a slice's
	 * end only while the loop would give it the next slice anyway: it is
	 * still busy and sgpu_dev_others_idle. A unit that skips that check
	 * across some slice ends must know that nothing it did there can have
	 * made another unit busy. */
	bool long_turns;
	/* Host accesses to a SGPU_BAR_TRANSLATED aperture the unit owns
	 * (struct sgpu_bar_desc.unit): offset from the aperture's start,
	 * len bytes, within the aperture. Guest trouble takes the unit's
	 * error path (reads then give 0). May be NULL. */
	void (*bar_access)(struct sgpu_unit *u, unsigned bar, uint64_t offset, void *buf,
	                   size_t len, bool write);
	/* A vendor interface that other units of the same family reach
	 * through sgpu_dev_unit (an engine's method entry point, say). The
	 * core never looks inside. May be NULL. */
	const void *iface;
};

struct sgpu_unit_desc {
	const struct sgpu_unit_class *cls;
	const char *name; /* instance name; NULL: cls->name */
	uint32_t base;    /* MMIO base of the unit's main window */
	int irq_line;     /* host interrupt line, -1 for none */
	const void *params;
};

/* One aperture of a PCI BAR (public view: struct sgpu_bar_info). */
struct sgpu_bar_desc {
	uint8_t bar; /* PCI BAR number */
	bool io;
	uint64_t bar_size;
	uint64_t offset, size; /* the range within the BAR */
	sgpu_bar_kind kind;
	uint32_t reg_base; /* REGISTERS: MMIO address of offset 0 */
	sgpu_space space;  /* MEMORY, TRANSLATED */
	bool wrap;         /* MEMORY: past the space's end wraps to its start */
	const char *unit;  /* TRANSLATED: the unit whose bar_access serves it */
	const char *name;
	const char *backing;
	/* MEMORY inside the register BAR: also mapped as an MMIO region of
	 * this name at reg_base, owned by unit `unit` (so sgpu_mmio_* and
	 * traces reach it). NULL: not mapped. */
	const char *mmio_region;
};

struct sgpu_chip {
	struct sgpu_chip_info info;
	const struct sgpu_unit_desc *units;
	size_t unit_count;
	uint32_t open_bus; /* value read from unmapped MMIO */
	/* Where the chip's own engines see byte 0 of each memory space on
	 * their bus (sgpu_mem_bus_address); bus_fixed says which spaces have
	 * such a fixed place (bit per sgpu_space). */
	uint64_t bus_base[SGPU_SPACE_COUNT];
	unsigned bus_fixed;

	/* The BAR map, sorted by bar and offset. */
	const struct sgpu_bar_desc *bars;
	size_t bar_count;
};

/* The chip table (src/chips.c): NULL-terminated. */
extern const struct sgpu_chip *const sgpu_chip_table[];

struct sgpu_unit {
	const struct sgpu_unit_class *cls;
	const struct sgpu_unit_desc *desc;
	struct sgpu_device *dev;
	const char *name;
	void *priv;
	int log_cat;
};

/* Another unit of the device, by instance name; NULL if none. The unit
 * array is fixed for the device's life, so a unit may look its peers up in
 * reset (every unit's init has run by then) and keep the pointer. */
struct sgpu_unit *sgpu_dev_unit(struct sgpu_device *dev, const char *name);
/* Model time in steps (sgpu_device_time). It advances after each run
 * slice; a unit inside step() adds the steps it has spent so far. */
uint64_t sgpu_dev_time(const struct sgpu_device *dev);
/* Nanoseconds of model time per step: the chip's ns_per_step (0 in the
 * table means 1). */
uint32_t sgpu_dev_ns_per_step(const struct sgpu_device *dev);
/* Steps the run loop offers a busy unit per turn (see long_turns). */
#define SGPU_RUN_SLICE 256
/* Inside a long turn's step(): the steps spent so far, whole slices of
 * unseen work, become model time now, so that whatever the unit does next
 * shows the time a slice-by-slice run would show. */
void sgpu_run_booked(struct sgpu_device *dev, uint64_t steps);
/* True when no unit of the device other than u is busy: at the end of a
 * slice of u, the run loop would then give u the next slice. */
bool sgpu_dev_others_idle(const struct sgpu_unit *u);
/* A long turn for a unit that has a one-slice step of its own: calls
 * slice(u, n) once per run slice, exactly as the run loop would, booking
 * each whole one and going on only while u is busy and every other unit
 * idle. Returns the steps spent. */
uint64_t sgpu_unit_long_turn(struct sgpu_unit *u, uint64_t budget,
                             uint64_t (*slice)(struct sgpu_unit *u, uint64_t budget));

/* A long turn for a unit whose own loop may run past a slice's end (a
 * command decoder handing a long run of methods to an engine at once:
 * the G80 and GF100 PFIFOs). loop(u, limit, &spent) works until *spent
 * reaches limit, or passes it up to t->far when sgpu_turn_far_ok says
 * the slice ends it crosses cannot matter, and returns false when it has
 * nothing left to do. With slices, sgpu_unit_turn calls it slice after
 * slice, booking each whole slice before the next and going on only while
 * u is busy and every other unit idle, as sgpu_unit_long_turn does;
 * without, once with budget (at most a slice). t->booked: the steps of
 * this call that model time already includes (a unit's "now" is
 * sgpu_dev_time + spent - t->booked). Returns the steps spent, at least
 * 1. t is the unit's own; both fields are 0 outside the call. */
struct sgpu_turn {
	uint64_t far;    /* the call's budget in a long turn, else 0 */
	uint64_t booked; /* steps booked with sgpu_run_booked so far */
};
uint64_t sgpu_unit_turn(struct sgpu_unit *u, uint64_t budget, bool slices, struct sgpu_turn *t,
                        bool (*loop)(struct sgpu_unit *u, uint64_t limit, uint64_t *spent));
/* Whether a run of u may go on past limit, the end of the current slice:
 * in a long turn that reaches further, while no other unit is busy (the
 * run loop would then give u the next slice too). The caller must know
 * that its run cannot make another unit busy nor show model time. */
bool sgpu_turn_far_ok(const struct sgpu_unit *u, const struct sgpu_turn *t, uint64_t limit);

/* ------------------------------------------------------------------ MMIO regions */

struct sgpu_reg_name {
	uint32_t offset; /* from the region base */
	const char *name;
};

struct sgpu_mmio_ops {
	/* offset is relative to the region base and aligned to 4; size is
	 * always 4: the core reads whole words and hands a narrow read its
	 * lanes (docs/architecture.md, "MMIO"). */
	uint32_t (*read)(struct sgpu_unit *u, uint32_t offset, unsigned size);
	/* A full-word write: offset aligned to 4, size always 4. */
	void (*write)(struct sgpu_unit *u, uint32_t offset, uint32_t value, unsigned size);
};

/* One bus write transaction with byte enables: offset aligned to 4,
 * value word-relative (byte i of the word in bits 8i..8i+7; bytes whose
 * enable is clear hold 0), be the enables (1..0xf, bit i for byte i). */
typedef void (*sgpu_mmio_write_be_fn)(struct sgpu_unit *u, uint32_t offset, uint32_t value,
                                      unsigned be);

/* Historical: every region is accessed in aligned 32-bit words (see
 * struct sgpu_mmio_ops). Accepted and ignored. */
#define SGPU_MMIO_WORD32 (1u << 0)

struct sgpu_mmio_region {
	const char *name; /* register names print as NAME.REG */
	uint32_t base;
	uint32_t size;
	const struct sgpu_mmio_ops *ops;
	struct sgpu_unit *unit;
	const struct sgpu_reg_name *regs; /* sorted by offset, may be NULL */
	size_t reg_count;
	unsigned flags;
	/* NULL: a partial write (byte enables other than 0xf) is a
	 * read-modify-write of the word through ops->read and ops->write.
	 * Set: every write of the region, full words included, comes here as
	 * one transaction; for units where a partial write is not a merge
	 * (NV1 PFIFO USER logs it to RAMRO). */
	sgpu_mmio_write_be_fn write_be;
};

/* Copies *r into the device's table. SGPU_ERR_INVALID_ARG if it overlaps
 * a mapped region or wraps past 2^32 (a softgpu bug, logged as ERROR). */
sgpu_status sgpu_mmio_map(struct sgpu_device *dev, const struct sgpu_mmio_region *r);
/* Maps the unit's main window: a region named after the unit, at the base
 * its chip table entry gives. */
sgpu_status sgpu_unit_map_window(struct sgpu_unit *u, uint32_t size,
                                 const struct sgpu_mmio_ops *ops, const struct sgpu_reg_name *regs,
                                 size_t reg_count, unsigned flags);
/* The name of a register at a region offset, or NULL. */
const char *sgpu_mmio_reg_name(const struct sgpu_mmio_region *r, uint32_t offset);

/* ------------------------------------------------------------------ memory spaces */

struct sgpu_memspace {
	uint8_t *data;
	uint64_t size;
};

struct sgpu_memspace *sgpu_dev_mem(struct sgpu_device *dev, sgpu_space space);

static inline bool sgpu_mem_range_ok(const struct sgpu_memspace *m, uint64_t addr, uint64_t len)
{
	return addr <= m->size && len <= m->size - addr;
}

/* Bounds-checked accessors for units: false (and nothing touched) when any
 * byte is out of range; the caller takes its documented fault path. */
bool sgpu_memspace_read(const struct sgpu_memspace *m, uint64_t addr, void *buf, size_t len);
bool sgpu_memspace_write(struct sgpu_memspace *m, uint64_t addr, const void *buf, size_t len);
bool sgpu_memspace_rd32(const struct sgpu_memspace *m, uint64_t addr, uint32_t *value);
bool sgpu_memspace_wr32(struct sgpu_memspace *m, uint64_t addr, uint32_t value);
/* A direct pointer for a fast path, after checking the whole range once;
 * NULL when out of range. */
uint8_t *sgpu_memspace_ptr(struct sgpu_memspace *m, uint64_t addr, uint64_t len);

/* ------------------------------------------------------------------ interrupts */

/* A unit sets the level of its line (level-triggered, like PMC's INTR). */
void sgpu_irq_set(struct sgpu_device *dev, unsigned line, bool level);
/* The chip's interrupt controller unit sets the enables. The host line is
 * master && (lines & mask). Reset: master off, mask all ones. */
void sgpu_irq_set_master(struct sgpu_device *dev, bool enable);
void sgpu_irq_set_mask(struct sgpu_device *dev, uint32_t mask);

/* ------------------------------------------------------------------ log and trace */

/* A category id for a name (registered on first use). Never fails: past
 * the table size every new name shares the last slot. */
int sgpu_log_category(struct sgpu_device *dev, const char *name);
bool sgpu_log_on(const struct sgpu_device *dev, sgpu_log_level level, int cat);
void sgpu_log(struct sgpu_device *dev, sgpu_log_level level, int cat, const char *fmt, ...)
        __attribute__((format(printf, 4, 5)));
void sgpu_logv(struct sgpu_device *dev, sgpu_log_level level, int cat, const char *fmt, va_list ap);

#define sgpu_unit_log(u, level, ...) sgpu_log((u)->dev, (level), (u)->log_cat, __VA_ARGS__)
#define sgpu_guest_error(u, ...) sgpu_unit_log((u), SGPU_LOG_GUEST_ERROR, __VA_ARGS__)
#define sgpu_unimp(u, ...) sgpu_unit_log((u), SGPU_LOG_UNIMP, __VA_ARGS__)
#define sgpu_unit_debug(u, ...)                                          \
	do {                                                             \
		if (sgpu_log_on((u)->dev, SGPU_LOG_DEBUG, (u)->log_cat)) \
			sgpu_unit_log((u), SGPU_LOG_DEBUG, __VA_ARGS__); \
	} while (0)

/* Folding of repeated messages (sgpu_set_log_repeat_limit), for the device's
 * delivery and for any other log sink (the script engine's printing): a
 * message equal in level, category and text to the last one passed on is
 * held; the held ones are passed on as one "... N more like this" message
 * (level and category of the repeated one) when another message comes,
 * when limit are held, and on sgpu_log_fold_flush. limit 0: nothing is
 * held. */
struct sgpu_log_fold {
	uint32_t limit;
	uint32_t held;
	bool have; /* a last message is remembered */
	sgpu_log_level level;
	char category[24];
	char text[512];
};
#define SGPU_LOG_REPEAT_LIMIT_DEFAULT 10000u
/* Passes message (and a summary of held repeats before it) to fn, or
 * holds it: returns false when held. */
bool sgpu_log_fold_put(struct sgpu_log_fold *f, sgpu_log_level level, const char *category,
                       const char *message, sgpu_log_fn fn, void *user);
/* Passes on the summary of held repeats, if any; forgets the last message. */
void sgpu_log_fold_flush(struct sgpu_log_fold *f, sgpu_log_fn fn, void *user);
/* "error", "warn", "guest_error", "unimp", "info", "debug" (any case, "-"
 * for "_"); false when unknown. */
bool sgpu_log_level_parse(const char *name, sgpu_log_level *level);

bool sgpu_trace_on(const struct sgpu_device *dev);
void sgpu_trace_emit(struct sgpu_device *dev, struct sgpu_trace_event *ev);
/* For engines: a method reached the engine of unit u. */
void sgpu_trace_method(struct sgpu_unit *u, const char *name, uint32_t channel, uint32_t subc,
                       uint32_t cls, uint32_t mthd, uint32_t data);

#endif /* SGPU_CORE_DEVICE_H */
