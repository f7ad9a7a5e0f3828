/* softgpu: a functional model of NVIDIA and AMD R5xx GPU hardware.
 *
 * The public API. A device is created from a chip name, driven through
 * BAR0 MMIO and its memory spaces, and advanced only inside sgpu_run().
 * Every function that can fail returns an sgpu_status; guest mistakes
 * (bad registers, bad command streams) are not failures of the API: they
 * take the hardware's error path and are reported through the log at
 * SGPU_LOG_GUEST_ERROR.
 */
#ifndef SOFTGPU_SOFTGPU_H
#define SOFTGPU_SOFTGPU_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "softgpu/export.h"

#ifdef __cplusplus
extern "C" {
#endif

#define SGPU_VERSION_MAJOR 0
#define SGPU_VERSION_MINOR 1
#define SGPU_VERSION_PATCH 0

SGPU_API const char *sgpu_version(void);

/* ------------------------------------------------------------------ status */

typedef enum sgpu_status {
	SGPU_OK = 0,
	SGPU_ERR_INVALID_ARG,  /* a NULL handle, a bad size, a bad enum value */
	SGPU_ERR_NO_MEMORY,    /* the host ran out of memory */
	SGPU_ERR_UNKNOWN_CHIP, /* no chip of that name in the chip table */
	SGPU_ERR_OUT_OF_RANGE, /* an API memory access past the end of a space */
	SGPU_ERR_UNMAPPED,     /* no MMIO register at that address (lookups) */
	SGPU_ERR_IO,           /* a host file could not be read or written */
	SGPU_ERR_FORMAT,       /* malformed input: PNG, script, number */
	SGPU_ERR_MISMATCH,     /* an expectation (script expect, compare) failed */
	SGPU_ERR_UNSUPPORTED,  /* valid request the model does not do */
	SGPU_ERR_INTERNAL,     /* a softgpu bug; logged at SGPU_LOG_ERROR */
	SGPU_STATUS_COUNT
} sgpu_status;

/* A static, never-NULL string for any value, including out-of-range ones. */
SGPU_API const char *sgpu_strerror(sgpu_status status);

/* ------------------------------------------------------------------ chips */

struct sgpu_chip_info {
	const char *name;        /* "null", "nv1", "g80", "r520", ... */
	const char *vendor;      /* "softgpu", "nvidia", "amd" */
	const char *family;      /* "test", "NV1", "Tesla", "R500", ... */
	const char *description; /* one line */
	const char *status;      /* what of the chip is modelled, one line */
	uint64_t vram_default;   /* bytes */
	uint64_t sysmem_default; /* bytes */
	size_t unit_count;
	const char *const *unit_names; /* unit_count entries */
	/* Model nanoseconds per run step (sgpu_advance). */
	uint32_t ns_per_step;
};

SGPU_API size_t sgpu_chip_count(void);
/* NULL when index >= sgpu_chip_count(). */
SGPU_API const struct sgpu_chip_info *sgpu_chip_get(size_t index);
SGPU_API const struct sgpu_chip_info *sgpu_chip_find(const char *name);

/* ------------------------------------------------------------------ device */

typedef struct sgpu_device sgpu_device;

struct sgpu_device_config {
	uint64_t vram_size;   /* 0: the chip's default */
	uint64_t sysmem_size; /* 0: the chip's default */
};

/* Largest memory space a device may have. */
#define SGPU_MEM_MAX_SIZE (UINT64_C(4) << 30)

/* cfg may be NULL. Sizes must be multiples of 4096 and at most
 * SGPU_MEM_MAX_SIZE. The log filter starts from $SOFTGPU_DEBUG. */
SGPU_API sgpu_status sgpu_device_create(const char *chip, const struct sgpu_device_config *cfg,
                                        sgpu_device **out);
SGPU_API void sgpu_device_destroy(sgpu_device *dev);
/* Power-on reset of every unit. Memory contents are kept. */
SGPU_API sgpu_status sgpu_device_reset(sgpu_device *dev);
SGPU_API const struct sgpu_chip_info *sgpu_device_chip(const sgpu_device *dev);
/* Model time: the total steps the device has run; advances only in
 * sgpu_run and sgpu_advance ("model time" below). */
SGPU_API uint64_t sgpu_device_time(const sgpu_device *dev);

/* ------------------------------------------------------------------ MMIO */

/* size is 1, 2 or 4 bytes; addr is an offset in the register BAR (BAR0 on
 * NVIDIA, BAR2 on R5xx: see sgpu_bar_get), aligned to size.
 * A narrow access is lane-relative: value holds the bytes at addr from bit
 * 0 up (a byte read of 0x1002 returns bits 16-23 of the word at 0x1000 in
 * bits 0-7; a byte write of 0xab to 0x1002 is the one transaction
 * sgpu_mmio_write_be(dev, 0x1000, 0xab << 16, 0x4)). Units always see
 * whole words: a read reads the containing word, a write reaches the unit
 * as one byte-enable transaction (see "MMIO byte enables" below).
 * An access to an address no unit maps is guest behaviour: it is logged at
 * SGPU_LOG_GUEST_ERROR, a read returns the chip's open-bus value and the
 * call returns SGPU_OK. Only a bad size or alignment is SGPU_ERR_INVALID_ARG. */
SGPU_API sgpu_status sgpu_mmio_read(sgpu_device *dev, uint32_t addr, unsigned size, uint32_t *value);
SGPU_API sgpu_status sgpu_mmio_write(sgpu_device *dev, uint32_t addr, unsigned size, uint32_t value);
/* 32-bit shorthands: addr is rounded down to a multiple of 4; a NULL
 * device reads 0. */
SGPU_API uint32_t sgpu_mmio_rd32(sgpu_device *dev, uint32_t addr);
SGPU_API void sgpu_mmio_wr32(sgpu_device *dev, uint32_t addr, uint32_t value);

/* Register names: "UNIT.REG" (e.g. "PMC.INTR"). Case-insensitive lookup. */
SGPU_API sgpu_status sgpu_mmio_lookup(const sgpu_device *dev, const char *name, uint32_t *addr);
/* Writes the name of an address: "UNIT.REG", "UNIT.REG+1" for a byte
 * inside a named register, "UNIT+0xoff" inside a region, or "0xaddr"
 * where nothing is mapped. Returns the length snprintf would have. */
SGPU_API size_t sgpu_mmio_name(const sgpu_device *dev, uint32_t addr, char *buf, size_t len);

/* Iterate the MMIO regions: index 0.. until SGPU_ERR_OUT_OF_RANGE. */
struct sgpu_mmio_region_info {
	const char *name;
	uint32_t base;
	uint32_t size;
	const char *unit;
};
SGPU_API sgpu_status sgpu_mmio_region_get(const sgpu_device *dev, size_t index,
                                          struct sgpu_mmio_region_info *info);

/* ------------------------------------------------------------------ MMIO byte enables */

/* One bus write of the 32-bit word at addr (aligned to 4) with byte
 * enables be (1..0xf; bit i enables byte i, the byte at addr + i), as a
 * PCI write of one dword carries them: an unaligned x86 store of 16 bits
 * at addr + 1 is be 0x6, of 32 bits at addr + 1 the two transactions be
 * 0xe at addr and be 0x1 at addr + 4. value is word-relative: byte i in
 * bits 8i..8i+7; bytes not enabled are ignored. The unit sees one
 * transaction (a register merges the enabled bytes into its word; NV1
 * PFIFO USER logs one RAMRO entry). Unmapped addresses are guest
 * behaviour as for sgpu_mmio_write. SGPU_ERR_INVALID_ARG for a NULL
 * device, an unaligned addr or be 0 or above 0xf. Reads need no enables:
 * a read returns the whole word (sgpu_mmio_read size 4) and the bytes a
 * narrower read wants are lanes of it. */
SGPU_API sgpu_status sgpu_mmio_write_be(sgpu_device *dev, uint32_t addr, uint32_t value,
                                        unsigned be);

/* ------------------------------------------------------------------ memory */

typedef enum sgpu_space {
	SGPU_SPACE_VRAM = 0,
	SGPU_SPACE_SYSMEM = 1,
	SGPU_SPACE_COUNT
} sgpu_space;

SGPU_API const char *sgpu_space_name(sgpu_space space);
SGPU_API uint64_t sgpu_mem_size(const sgpu_device *dev, sgpu_space space);
/* All return SGPU_ERR_OUT_OF_RANGE, touching nothing, if any byte of the
 * range is outside the space. */
SGPU_API sgpu_status sgpu_mem_read(sgpu_device *dev, sgpu_space space, uint64_t addr, void *buf,
                                   size_t len);
SGPU_API sgpu_status sgpu_mem_write(sgpu_device *dev, sgpu_space space, uint64_t addr,
                                    const void *buf, size_t len);
/* Fills len bytes with the little-endian pattern of unit bytes (1, 2, 4 or
 * 8); len must be a multiple of unit. */
SGPU_API sgpu_status sgpu_mem_fill(sgpu_device *dev, sgpu_space space, uint64_t addr,
                                   uint64_t pattern, unsigned unit, size_t len);
/* Overlapping ranges copy as memmove does. */
SGPU_API sgpu_status sgpu_mem_copy(sgpu_device *dev, sgpu_space dst_space, uint64_t dst,
                                   sgpu_space src_space, uint64_t src, size_t len);

/* The address at which the chip's own engines (command processor, DMA,
 * 2D/3D) see byte 0 of a space, on chips whose memory controller places
 * it at a fixed address: on r520, VRAM at 0 and system memory (the GART
 * aperture) at 0x80000000. A DRM shim relocating buffers needs it.
 * SGPU_ERR_UNSUPPORTED where the chip reaches the space only through
 * page tables or DMA objects (the NVIDIA chips). */
SGPU_API sgpu_status sgpu_mem_bus_address(const sgpu_device *dev, sgpu_space space,
                                          uint64_t *addr);

/* ------------------------------------------------------------------ shared memory */

/* Memory an embedder shares with the model: a DRM shim handing a client
 * CPU mappings of VRAM or GART, an emulator whose guest RAM is the
 * system memory. */

/* The spaces softgpu allocates are backed by a file that can be mapped
 * elsewhere too (memfd on Linux, else POSIX shared memory, unlinked at
 * once): sgpu_mem_get_view gives its descriptor. */
#define SGPU_MEM_SHAREABLE (1u << 0)
/* Alignment of memory an embedder provides. */
#define SGPU_MEM_ALIGN 4096u

struct sgpu_mem_config {
	unsigned flags; /* SGPU_MEM_* */
	/* Per space (index sgpu_space): memory the embedder provides, or
	 * NULL. It holds the space's whole size (sgpu_device_config or the
	 * chip's default), is aligned to SGPU_MEM_ALIGN, is used as it is
	 * (not cleared: the device's memory starts with its contents), and
	 * must outlive the device; softgpu never frees it. */
	void *memory[SGPU_SPACE_COUNT];
};

/* sgpu_device_create with memory options; mem may be NULL. Also
 * SGPU_ERR_INVALID_ARG for misaligned memory, SGPU_ERR_UNSUPPORTED when
 * SGPU_MEM_SHAREABLE is asked on a host with neither memfd nor POSIX
 * shared memory. */
SGPU_API sgpu_status sgpu_device_create_mem(const char *chip, const struct sgpu_device_config *cfg,
                                            const struct sgpu_mem_config *mem, sgpu_device **out);

struct sgpu_mem_view {
	void *ptr;       /* host address of byte addr of the space */
	uint64_t len;    /* bytes from ptr */
	int fd;          /* a file holding the whole space, or -1 */
	uint64_t offset; /* where byte addr is in fd (mmap wants a page multiple) */
};

/* A host view of bytes [addr, addr + len) of a space: the device's memory
 * itself, not a copy, little-endian as the guest sees it. It stays valid
 * (same address, same bytes) until sgpu_device_destroy; reset keeps it.
 * fd belongs to the device: dup it to keep it longer (mappings made from
 * it outlive the device). SGPU_ERR_OUT_OF_RANGE if any byte is outside.
 *
 * Coherency: the model touches memory only inside calls on the device
 * (sgpu_run, sgpu_mmio_*, sgpu_mem_*, sgpu_device_reset, ...) and keeps no
 * copy of it between calls, so a host write through a view (or through a
 * mapping of fd) made before a call is seen by that call, and what the
 * model wrote is in the view when the call returns. A write while another
 * thread is inside a call on the device is a data race, not supported:
 * serialize calls and host writes. */
SGPU_API sgpu_status sgpu_mem_get_view(sgpu_device *dev, sgpu_space space, uint64_t addr,
                                       uint64_t len, struct sgpu_mem_view *view);

/* ------------------------------------------------------------------ interrupts */

/* The host interrupt line (PCI INTA): the OR of every pending, enabled
 * unit interrupt line, gated by the chip's master enable. The callback is
 * called on every change of level. */
typedef void (*sgpu_irq_fn)(void *user, bool level);
SGPU_API void sgpu_set_irq_callback(sgpu_device *dev, sgpu_irq_fn fn, void *user);
SGPU_API bool sgpu_irq_level(const sgpu_device *dev);
/* Raw level of each of the 32 unit interrupt lines (PMC-style numbering
 * per chip), before enables. */
SGPU_API uint32_t sgpu_irq_lines(const sgpu_device *dev);

/* ------------------------------------------------------------------ log */

typedef enum sgpu_log_level {
	SGPU_LOG_ERROR = 0,   /* a softgpu bug or host failure */
	SGPU_LOG_WARN,        /* suspicious but handled */
	SGPU_LOG_GUEST_ERROR, /* the guest did something the hardware rejects */
	SGPU_LOG_UNIMP,       /* valid, but softgpu does not model it yet */
	SGPU_LOG_INFO,
	SGPU_LOG_DEBUG,
	SGPU_LOG_LEVEL_COUNT
} sgpu_log_level;

SGPU_API const char *sgpu_log_level_name(sgpu_log_level level);

/* ERROR, WARN, GUEST_ERROR and UNIMP always reach the callback; INFO and
 * DEBUG only for the categories (unit names, plus "mmio", "irq", "run")
 * selected by sgpu_set_log_filter or $SOFTGPU_DEBUG. The default callback
 * prints "softgpu: LEVEL: unit: message" lines to stderr. */
typedef void (*sgpu_log_fn)(void *user, sgpu_log_level level, const char *category,
                            const char *message);
/* fn NULL restores the default callback. */
SGPU_API void sgpu_set_log_callback(sgpu_device *dev, sgpu_log_fn fn, void *user);
/* A callback that drops every message (sgpu_log_count still counts them):
 * for fuzzers and batch runs that check counts rather than text. */
SGPU_API void sgpu_log_discard(void *user, sgpu_log_level level, const char *category,
                               const char *message);
/* "unit,unit", "all" or "" (none). Unknown names are kept: a unit may
 * register its category later. */
SGPU_API sgpu_status sgpu_set_log_filter(sgpu_device *dev, const char *categories);
/* Messages raised per level since creation: every ERROR, WARN,
 * GUEST_ERROR and UNIMP message, and the INFO and DEBUG messages of
 * selected categories, whether delivered or dropped by the threshold or
 * the repeat folding below (see "log thresholds and repeats"). */
SGPU_API uint64_t sgpu_log_count(const sgpu_device *dev, sgpu_log_level level);

/* ------------------------------------------------------------------ log thresholds and repeats */

/* The least severe level delivered to the callback: SGPU_LOG_WARN keeps
 * ERROR and WARN and drops the rest before they are formatted, so a guest
 * that raises millions of GUEST_ERRORs costs little. INFO and DEBUG also
 * need their category selected (sgpu_set_log_filter). The default is
 * SGPU_LOG_DEBUG (nothing dropped), or $SOFTGPU_LOG at creation: a level
 * name, any case ("warn", "guest_error"). Dropped messages are still
 * counted by sgpu_log_count, and by sgpu_log_dropped. */
SGPU_API sgpu_status sgpu_set_log_level(sgpu_device *dev, sgpu_log_level level);
SGPU_API sgpu_log_level sgpu_get_log_level(const sgpu_device *dev);
/* Repeats: a message equal in level, category and text to the last one
 * delivered is held, not delivered; the held ones reach the callback as
 * one message "... N more like this" (level and category of the repeated
 * one) before the next different message, whenever limit are held, on
 * sgpu_log_flush, on a change of callback and from sgpu_device_destroy.
 * The default limit is 10000; 0 delivers every repeat. */
SGPU_API sgpu_status sgpu_set_log_repeat_limit(sgpu_device *dev, uint32_t limit);
SGPU_API void sgpu_log_flush(sgpu_device *dev);
/* Messages raised at a level but not delivered (threshold or repeats):
 * sgpu_log_count - sgpu_log_dropped were delivered. */
SGPU_API uint64_t sgpu_log_dropped(const sgpu_device *dev, sgpu_log_level level);

/* ------------------------------------------------------------------ trace */

typedef enum sgpu_trace_kind {
	SGPU_TRACE_MMIO_READ = 0,
	SGPU_TRACE_MMIO_WRITE,
	SGPU_TRACE_METHOD, /* a method reached an engine */
	SGPU_TRACE_IRQ,    /* the host interrupt line changed level */
	SGPU_TRACE_KIND_COUNT
} sgpu_trace_kind;

struct sgpu_trace_event {
	sgpu_trace_kind kind;
	uint64_t time;    /* sgpu_device_time at the event */
	const char *unit; /* unit that handled it, or NULL (unmapped) */
	const char *name; /* register or method name if known, else NULL */
	uint32_t addr;    /* MMIO address, or method offset */
	uint32_t value;   /* data, or IRQ level */
	uint8_t size;     /* MMIO access bytes */
	uint32_t channel; /* methods: channel */
	uint32_t subchannel;
	uint32_t object_class; /* methods: class of the bound object */
	uint8_t be;            /* MMIO: the byte enables of the transaction, bit i for byte
	                          i of the word at addr & ~3 (0xf for a full word) */
};

typedef void (*sgpu_trace_fn)(void *user, const struct sgpu_trace_event *ev);
/* fn NULL turns tracing off. */
SGPU_API void sgpu_set_trace_callback(sgpu_device *dev, sgpu_trace_fn fn, void *user);
/* One line, no newline; returns the length snprintf would have. */
SGPU_API size_t sgpu_trace_format(const struct sgpu_trace_event *ev, char *buf, size_t len);

/* ------------------------------------------------------------------ run */

typedef enum sgpu_run_stop {
	SGPU_RUN_IDLE = 0, /* every unit is idle (or waiting on the host) */
	SGPU_RUN_BUDGET,   /* the step budget was spent with work remaining */
} sgpu_run_stop;

struct sgpu_run_result {
	sgpu_run_stop stop;
	uint64_t steps; /* steps spent in this call */
};

/* Advance the device by at most budget steps. Every loop in the model is
 * bounded by this budget, so no guest input can hang the host. result may
 * be NULL. */
SGPU_API sgpu_status sgpu_run(sgpu_device *dev, uint64_t budget, struct sgpu_run_result *result);
SGPU_API bool sgpu_device_busy(const sgpu_device *dev);

/* ------------------------------------------------------------------ BARs and apertures */

/* The PCI BARs of the device as the host sees them, so an embedder maps
 * them without hard-coding a chip's layout (docs/hw/bars.md). Each entry
 * is one aperture: a range of one BAR with one kind of backing; a BAR
 * may hold several (NV1's BAR0: registers, then the framebuffer at
 * 16 MiB). */
typedef enum sgpu_bar_kind {
	SGPU_BAR_REGISTERS = 0, /* MMIO registers: the sgpu_mmio_* address space */
	SGPU_BAR_MEMORY,        /* a linear window on a memory space */
	SGPU_BAR_TRANSLATED,    /* a window the chip translates (G80 BAR1/BAR3
	                           through the VM when enabled, else VRAM) */
	SGPU_BAR_KIND_COUNT
} sgpu_bar_kind;

struct sgpu_bar_info {
	unsigned bar;      /* PCI BAR number (0-5) */
	bool io;           /* an I/O-port BAR rather than memory */
	uint64_t bar_size; /* bytes of the whole BAR */
	uint64_t offset;   /* where this aperture starts in the BAR */
	uint64_t size;     /* bytes of this aperture */
	sgpu_bar_kind kind;
	uint32_t reg_base;   /* REGISTERS: the MMIO address of offset 0 */
	sgpu_space space;    /* MEMORY and TRANSLATED: the memory behind it
	                        (TRANSLATED: when translation is off) */
	const char *name;    /* short: "MMIO", "FB", "APER", "BAR1" */
	const char *backing; /* one line: what backs it */
};

/* Aperture index 0.. until SGPU_ERR_OUT_OF_RANGE, sorted by BAR and
 * offset. The register BAR (where sgpu_mmio_* addresses live) is the one
 * whose aperture at offset 0 is SGPU_BAR_REGISTERS and not io. */
SGPU_API sgpu_status sgpu_bar_get(const sgpu_device *dev, size_t index, struct sgpu_bar_info *info);
/* Read or write len bytes at offset in PCI BAR bar, as host accesses
 * would (little-endian byte order, any alignment and length). Registers:
 * each 32-bit word touched is one bus transaction, a read of the word or
 * a write with the byte enables of the bytes written
 * (sgpu_mmio_write_be); an unaligned 16-bit store to a register is one
 * write with enables 0x6. Memory: bytes, at once. A range past the end of
 * the BAR, or a BAR the chip has not, is SGPU_ERR_OUT_OF_RANGE with
 * nothing touched; a range in a gap between apertures, or past the
 * memory behind an aperture, is guest behaviour (logged GUEST_ERROR,
 * reads give 0). A translated access that faults is the chip's fault
 * path (G80: the VM fault trap), reads give 0. */
SGPU_API sgpu_status sgpu_bar_read(sgpu_device *dev, unsigned bar, uint64_t offset, void *buf,
                                   size_t len);
SGPU_API sgpu_status sgpu_bar_write(sgpu_device *dev, unsigned bar, uint64_t offset,
                                    const void *buf, size_t len);
SGPU_API const char *sgpu_bar_kind_name(sgpu_bar_kind kind);

/* ------------------------------------------------------------------ model time */

/* Model time passes only inside the run calls: one run step is
 * sgpu_chip_info.ns_per_step nanoseconds of model time on every chip
 * (docs/architecture.md, "Model time"). sgpu_run advances time only
 * while some unit is busy and returns once all are idle; an idle device's
 * time stands still, so a host that polls PTIMER or waits for a timeout
 * between run calls would wait forever. sgpu_advance lets time pass:
 * it advances model time by exactly ns nanoseconds (whole steps; a
 * remainder below one step is carried to the next call), giving busy
 * units their steps as sgpu_run does (timers count, PTIMER alarms fire
 * at their exact step, engines work) and skipping the idle rest at no
 * cost. An idle device stays idle until the host does something, so the
 * cost is at most the steps of the busy part. result (may be NULL):
 * steps is the steps units spent working, stop is SGPU_RUN_IDLE if the
 * device is idle at the end, else SGPU_RUN_BUDGET. MMIO accesses take no
 * model time: an embedder lets time pass between them with this call
 * (the host time a poll loop takes, or its own clock). */
SGPU_API sgpu_status sgpu_advance(sgpu_device *dev, uint64_t ns, struct sgpu_run_result *result);
/* Model time in nanoseconds: sgpu_device_time * ns_per_step, plus the
 * carried remainder of sgpu_advance. */
SGPU_API uint64_t sgpu_device_time_ns(const sgpu_device *dev);

#ifdef __cplusplus
}
#endif

#endif /* SOFTGPU_SOFTGPU_H */
