/* The Maxwell graphics engine front end (GR, src/nv/maxwell/gr.c) and the
 * interface of the classes behind it (docs/hw/maxwell.md).
 *
 * GR is the engine of runlist 0 on gm20b: the PBDMA hands it SET_OBJECT
 * (method 0, data = class) and every method 0x100 and up of subchannels
 * 0-4. GR keeps, per channel, the class bound to each subchannel and one
 * state object per class (a channel's graphics context; bound twice in
 * one channel, a class shares its state), and hands each method to its
 * class's handler. The classes live in their own files (twod.c, i2m.c,
 * dma_copy.c, maxwell3d.c, compute.c) and are listed in classes.c.
 *
 * A class handler works through a struct mxw_ctx: the channel, its address
 * space (GPU virtual addresses are translated through the channel's page
 * tables; a fault takes the MMU fault path with engine GR) and the PGRAPH
 * trap path for illegal methods and data errors. */
#ifndef SGPU_NV_MAXWELL_MXW_H
#define SGPU_NV_MAXWELL_MXW_H

#include "nv/engine.h"
#include "nv/mmu/gf100_vm.h"

#define MXW_MAX_CHANNELS 4096
#define MXW_MAX_CLASSES 16

struct mxw_chan;

/* What a method handler works in. */
struct mxw_ctx {
	struct sgpu_unit *u; /* the GR unit: device, logs, interrupts */
	uint32_t chid;
	unsigned subc;
	/* The channel's address space; NULL: direct calls (mxw_gr_call
	 * without one), where GPU addresses are VRAM physical addresses,
	 * and a DMA copy's PHYSICAL sides. */
	const struct gf100_vmctx *vm;
	/* With vm NULL: the memory physical addresses are in (GF100_APER_VID;
	 * the SYS ones for a DMA copy side of SET_*_PHYS_MODE *_SYSMEM). */
	enum gf100_aperture phys_aper;
	uint64_t inst; /* RAMIN of the channel (fault records) */
	enum gf100_aperture inst_aper;
	uint64_t time;         /* PTIMER at this method (timestamps) */
	struct mxw_chan *chan; /* the channel's context (mxw_class_state) */
};

/* What a method handler returns. */
enum mxw_res {
	MXW_DONE,  /* consumed (also after a trap: the trap path stalls GR) */
	MXW_STALL, /* not consumed: offer it again later (busy) */
};

struct mxw_class {
	uint16_t id; /* 0x902d ... */
	const char *name;
	size_t state_size; /* per channel, zeroed when the channel first binds the class */
	/* Optional: power-on state of a new state object. */
	void (*init)(struct mxw_ctx *c, void *st);
	/* Optional: frees what init or methods allocated beyond the object. */
	void (*fini)(void *st);
	/* A method 0x100..0x3ffc (bytes) of this class. */
	enum mxw_res (*method)(struct mxw_ctx *c, void *st, uint32_t mthd, uint32_t data);
	/* Optional fast path, as nv_engine_ops.method_run: n data words for
	 * methods mthd, mthd+4, ... (or all mthd when ni); must do exactly
	 * what n method() calls would and return how many it took (0 is
	 * always allowed). Only offered when run_writes is given too. */
	size_t (*method_run)(struct mxw_ctx *c, void *st, uint32_t mthd, bool ni,
	                     const uint8_t *data, size_t n);
	/* Optional: PGRAPH registers the class's state owns (the macro
	 * processor's 0x404400-0x4044ff), for the channel GR served last;
	 * off is the offset in GR's window. False: not the class's. */
	bool (*reg_read)(void *st, uint32_t off, uint32_t *v);
	bool (*reg_write)(void *st, uint32_t off, uint32_t v);
	/* With method_run: the memory n methods may write (len 0: none), as
	 * nv_engine_ops.run_writes; physical, in a space. c carries the
	 * channel's address space (translate quietly: mxw_span with quiet);
	 * nothing may change state here. */
	void (*run_writes)(const struct mxw_ctx *c, const void *st, uint32_t mthd, size_t n,
	                   sgpu_space *space, uint64_t *addr, uint64_t *len);
};

/* classes.c: the classes GR implements, NULL after the last; lookup by
 * id (*index: its place in mxw_classes). */
extern const struct mxw_class *const mxw_classes[MXW_MAX_CLASSES];
const struct mxw_class *mxw_class_find(uint16_t id, size_t *index);

/* GR's unit parameters: the classes the chip names (struct gf100_class,
 * nv.h); those GR does not implement yet are bound and their methods
 * ignored (logged UNIMP), any other class is ILLEGAL_CLASS. */
struct mxw_gr_params {
	const struct gf100_class *classes;
	size_t class_count;
};

/* The state object of class id in c's channel (created and initialised
 * if the channel has none yet); NULL if GR has no such class or out of
 * host memory. Lets a class reach another's state (the 3D class's
 * inline-to-memory methods, say). */
void *mxw_class_state(struct mxw_ctx *c, uint16_t id);

/* ------------------------------------------------------------------ memory */

/* Reads/writes len bytes at GPU virtual address va of the channel. On a
 * translation fault nothing is written, the fault is reported (MMU fault
 * path, engine GR, logged at GUEST_ERROR) and false returned; reads then
 * fill buf with zeroes. */
bool mxw_read(struct mxw_ctx *c, uint64_t va, void *buf, size_t len);
bool mxw_write(struct mxw_ctx *c, uint64_t va, const void *buf, size_t len);
bool mxw_rd32(struct mxw_ctx *c, uint64_t va, uint32_t *v);
bool mxw_wr32(struct mxw_ctx *c, uint64_t va, uint32_t v);

/* A host pointer to the bytes at va, up to the end of its page (or len):
 * *got says how many (<= len) are contiguous there. NULL on a fault (then
 * reported as by mxw_read unless quiet). For fast paths that walk a
 * surface page by page. *kind: the page's PTE kind (0 for direct calls). */
uint8_t *mxw_span(struct mxw_ctx *c, uint64_t va, size_t len, bool write, bool quiet, size_t *got,
                  uint8_t *kind);

/* The PTE kind of va's page (pitch 0x00, block-linear kinds otherwise;
 * dev_mmu NV_MMU_PTE_KIND); false on a fault (not reported). */
bool mxw_kind(struct mxw_ctx *c, uint64_t va, uint8_t *kind);

/* ------------------------------------------------------------------ traps */

/* PGRAPH_INTR bits (nouveau gf100_gr_intr). */
#define MXW_INTR_NOTIFY (1u << 0)
#define MXW_INTR_SEMAPHORE (1u << 1)
#define MXW_INTR_ILLEGAL_MTHD (1u << 4)
#define MXW_INTR_ILLEGAL_CLASS (1u << 5)
#define MXW_INTR_DATA_ERROR (1u << 20)
#define MXW_INTR_TRAP (1u << 21)

/* DATA_ERROR codes (PGRAPH 0x400110; nouveau nv50_data_error_names). */
enum mxw_data_error {
	MXW_DE_INVALID_OPERATION = 0x03,
	MXW_DE_INVALID_VALUE = 0x04,
	MXW_DE_INVALID_ENUM = 0x05,
	MXW_DE_INVALID_OBJECT = 0x08,
	MXW_DE_INVALID_ADDRESS_ALIGNMENT = 0x0b,
	MXW_DE_INVALID_BITFIELD = 0x0c,
};

/* The method being taken raises PGRAPH interrupt `bit` (MXW_INTR_*;
 * DATA_ERROR with code): PGRAPH latches the method (TRAPPED_ADDR/DATA),
 * logs it at GUEST_ERROR with why, and takes no further methods until
 * the host writes PGRAPH 0x400500 (FIFO access) after servicing it. */
void mxw_trap(struct mxw_ctx *c, uint32_t bit, uint32_t code, uint32_t mthd, uint32_t data,
              const char *why);

/* Sets bits of the trap status register 0x400108 (nouveau
 * gf100_gr_trap_intr: bit 7 MACRO) for a TRAP raised with mxw_trap. */
void mxw_trap_status(struct mxw_ctx *c, uint32_t bits);

/* ------------------------------------------------------------------ direct calls */

/* Hands one method to GR as the PBDMA would, for channel chid, in
 * address space vm (NULL: VRAM physical addresses). For unit tests and
 * embedders that drive a class without a channel. */
enum nv_engine_status mxw_gr_call(struct sgpu_unit *gr, const struct gf100_vmctx *vm, uint32_t chid,
                                  unsigned subc, uint32_t mthd, uint32_t data);

/* The state object of class id in channel chid's context, if the channel
 * has one (created by a method of the class); NULL otherwise. Creates
 * nothing. For tests and tools that inspect a class's state. */
void *mxw_gr_state(struct sgpu_unit *gr, uint32_t chid, uint16_t id);

extern const struct sgpu_unit_class mxw_gr_class;

#endif /* SGPU_NV_MAXWELL_MXW_H */
