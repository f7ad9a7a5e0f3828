/* Tesla (G80:GF100) virtual memory: linear memory targets, channels, DMA
 * objects, page tables and VM faults, as one library every G80 unit (PFIFO
 * pusher and puller, engines, tools) calls.
 *
 * Seed 000 §2.7.8 (L4809-5133). Every reading of a silent or damaged spot
 * of the seed, and every softgpu choice, is in docs/hw/g80-vm.md.
 *
 * Translation chain (seed L4827-4845):
 *   logical (channel, DMA object selector, offset)
 *     -> DMA object: base + offset, limit check        (g80_dmaobj_*)
 *     -> paged objects: page directory + page table    (g80_vm_walk)
 *     -> linear (target, 40-bit address)               (g80_linear_*)
 *
 * Two kinds of calls:
 *  - pure ones (decode, walk, translate) that only read memory;
 *  - access helpers (g80_vm_dma_read/write, g80_vm_obj_read/write) that
 *    check every byte first and touch memory only when nothing faults.
 * Every call that returns a hardware fault also records it in the PFB
 * unit's VM_FAULT trap registers (first fault wins until the host acks
 * it), when the context belongs to a PFB unit (g80_vm_get). A standalone
 * context (g80_vm_init) records nothing: tools use it to look without
 * side effects. The caller always gets the fault back and takes its own
 * documented error path (PFIFO: DMA_PUSHER MEM_FAULT, SEMAPHORE errors).
 */
#ifndef SGPU_NV_MMU_VM_H
#define SGPU_NV_MMU_VM_H

#include <string.h>

#include "core/device.h"

/* ------------------------------------------------------------------ linear memory */

/* Memory targets: the 2-bit target field of channel descriptors, PDEs and
 * PTEs (seed L4934-4937, L5060-5064, L5081-5085). 1 is "invalid, do not
 * use" (rnndb: P2P in PTEs); softgpu has no memory behind it. */
enum g80_target {
	G80_TARGET_VRAM = 0,
	G80_TARGET_INVALID = 1,
	G80_TARGET_SYSRAM_SNOOP = 2,
	G80_TARGET_SYSRAM_NOSNOOP = 3,
};

/* VRAM linear addresses are 32-bit (bits 32-39 ignored, seed L4836);
 * SYSRAM ones are 40-bit. */
#define G80_VRAM_ADDR_MASK UINT64_C(0xffffffff)
#define G80_ADDR_MASK UINT64_C(0xffffffffff)

/* VM fault reasons: the values of VM_FAULT word 0's reason field
 * (rnndb g80_vm.xml G80_VM_FAULT, nouveau nv50_fb.c vm_fault). Values from
 * 0x100 up are softgpu's: accesses that are not VM faults on hardware
 * (a PCIe master abort, a P2P transfer) but that the model cannot carry
 * out; they are returned to the caller and never latched in VM_FAULT. */
enum g80_vm_fault_reason {
	G80_VM_FAULT_PT_NOT_PRESENT = 0x0,
	G80_VM_FAULT_PT_TOO_SHORT = 0x1,
	G80_VM_FAULT_PAGE_NOT_PRESENT = 0x2,
	G80_VM_FAULT_PAGE_SUPERVISOR_ONLY = 0x3,
	G80_VM_FAULT_PAGE_READ_ONLY = 0x4,
	G80_VM_FAULT_NO_CHANNEL = 0x5,
	G80_VM_FAULT_NULL_DMAOBJ = 0x6,
	G80_VM_FAULT_WRONG_MEMTYPE = 0x7,
	G80_VM_FAULT_VRAM_LIMIT = 0xb,
	G80_VM_FAULT_DMAOBJ_LIMIT = 0xf,
	/* softgpu: SYSRAM address past the modelled system memory */
	G80_VM_FAULT_SYSRAM_LIMIT = 0x100,
	/* softgpu: a linear access to target 1 (invalid / P2P) */
	G80_VM_FAULT_BAD_TARGET = 0x101,
};

/* Upper-case name ("DMAOBJ_LIMIT"); "UNK" for values with none. */
const char *g80_vm_fault_name(enum g80_vm_fault_reason r);
const char *g80_target_name(enum g80_target t);

/* The memory space behind a target: VRAM -> SGPU_SPACE_VRAM, both SYSRAM
 * targets -> SGPU_SPACE_SYSMEM; NULL for G80_TARGET_INVALID. */
struct sgpu_memspace *g80_target_mem(struct sgpu_device *dev, enum g80_target t);

/* Bounds-checked linear accesses. The address is masked to the target's
 * width first. On failure nothing is touched and *why (may be NULL) is
 * VRAM_LIMIT, SYSRAM_LIMIT or BAD_TARGET. Little-endian words. */
bool g80_linear_read(struct sgpu_device *dev, enum g80_target t, uint64_t addr, void *buf,
                     size_t len, enum g80_vm_fault_reason *why);
bool g80_linear_write(struct sgpu_device *dev, enum g80_target t, uint64_t addr, const void *buf,
                      size_t len, enum g80_vm_fault_reason *why);
bool g80_linear_rd32(struct sgpu_device *dev, enum g80_target t, uint64_t addr, uint32_t *value,
                     enum g80_vm_fault_reason *why);
bool g80_linear_wr32(struct sgpu_device *dev, enum g80_target t, uint64_t addr, uint32_t value,
                     enum g80_vm_fault_reason *why);

/* ------------------------------------------------------------------ who accesses */

/* VM engines (seed L4865, table lost; rnndb G80_VM_ENGINE). */
enum g80_vm_engine {
	G80_VM_ENGINE_PGRAPH = 0x0,
	G80_VM_ENGINE_PVP = 0x1,
	G80_VM_ENGINE_PEEPHOLE = 0x4,
	G80_VM_ENGINE_PFIFO = 0x5,
	G80_VM_ENGINE_BAR = 0x6,
	G80_VM_ENGINE_PME = 0x7,
	G80_VM_ENGINE_PMPEG = 0x8,
	G80_VM_ENGINE_PBSP = 0x9,
	G80_VM_ENGINE_PCRYPT = 0xa,
	G80_VM_ENGINE_PCOUNTER = 0xb,
	G80_VM_ENGINE_PFIFO_BG = 0xc,
	G80_VM_ENGINE_PCOPY = 0xd,
	G80_VM_ENGINE_PDAEMON = 0xe,
};

/* VM clients (seed L4863, table lost; rnndb G80_VM_CLIENT). */
enum g80_vm_client {
	G80_VM_CLIENT_STRMOUT = 0x00,
	G80_VM_CLIENT_DISPATCH = 0x03,
	G80_VM_CLIENT_PFIFO_WRITE = 0x04,
	G80_VM_CLIENT_CCACHE = 0x05,
	G80_VM_CLIENT_PVPE = 0x06,
	G80_VM_CLIENT_CLIPID = 0x07,
	G80_VM_CLIENT_PFIFO_READ = 0x08,
	G80_VM_CLIENT_VFETCH = 0x09,
	G80_VM_CLIENT_TEXTURE = 0x0a,
	G80_VM_CLIENT_PROP = 0x0b,
	G80_VM_CLIENT_PVP2 = 0x0c,
	G80_VM_CLIENT_PBSP = 0x0d,
	G80_VM_CLIENT_PCRYPT = 0x0e,
	G80_VM_CLIENT_PCOUNTER = 0x0f,
	G80_VM_CLIENT_PDAEMON = 0x11,
	G80_VM_CLIENT_PCOPY = 0x13,
	G80_VM_CLIENT_PVCOMP = 0x14,
};

/* One access: who asks (the seed's engine/client/slot triple, L4867-4920),
 * in which direction, with which privilege. */
struct g80_vm_access {
	uint8_t engine; /* enum g80_vm_engine */
	uint8_t client; /* enum g80_vm_client */
	uint8_t slot;   /* DMA slot id ("subclient" in nouveau) */
	bool write;
	bool supervisor; /* false: a user access (docs/hw/g80-vm.md) */
};

/* The PFIFO accesses (seed L4897-4900: 5/8/0, 5/4/1, 5/8/1, c/8/1). */
#define G80_VM_ACCESS_PUSHBUF_READ \
	((struct g80_vm_access){G80_VM_ENGINE_PFIFO, G80_VM_CLIENT_PFIFO_READ, 0, false, false})
#define G80_VM_ACCESS_SEMAPHORE_READ \
	((struct g80_vm_access){G80_VM_ENGINE_PFIFO, G80_VM_CLIENT_PFIFO_READ, 1, false, false})
#define G80_VM_ACCESS_SEMAPHORE_WRITE \
	((struct g80_vm_access){G80_VM_ENGINE_PFIFO, G80_VM_CLIENT_PFIFO_WRITE, 1, true, false})
#define G80_VM_ACCESS_SEMAPHORE_BG_READ \
	((struct g80_vm_access){G80_VM_ENGINE_PFIFO_BG, G80_VM_CLIENT_PFIFO_READ, 1, false, false})

/* A VM fault as returned to the unit that caused it, and as latched in
 * the PFB VM_FAULT registers. */
struct g80_vm_fault {
	enum g80_vm_fault_reason reason;
	struct g80_vm_access access;
	uint32_t chan;     /* channel descriptor of the access (0 if none) */
	uint16_t selector; /* DMA object selector (0 if none) */
	/* The faulting address: the virtual address (base + offset) for
	 * DMAOBJ_LIMIT and page-table faults, the offset for NULL_DMAOBJ,
	 * the linear address for VRAM_LIMIT/SYSRAM_LIMIT/BAD_TARGET and for
	 * faults reading channel structures. */
	uint64_t addr;
};

/* ------------------------------------------------------------------ generations */

/* The per-generation differences of Tesla VM, as data. */
struct g80_vm_gen {
	const char *name; /* "g80", "g84", "gt215" */
	/* Fixed parts of the channel structure (seed L4941-4949); a size of
	 * 0 means the part is not in the channel structure. */
	uint32_t ramfc_offset, ramfc_size;
	uint32_t engctx_offset, engctx_size; /* engine-context DMA objects */
	uint32_t cache_offset, cache_size;   /* PFIFO CACHE */
	uint32_t pd_offset;                  /* page directory, 0x800 PDEs */
	/* Engine-context DMA object selectors by VM engine (seed
	 * L5019-5040); 0: none on this generation. */
	uint16_t engctx_selector[16];
	bool medium_pages; /* GT215+: PDE type 2, 16 KiB pages */
	bool encryption;   /* G84+: PTE bit 62, DMA object word 5 bits 18-19 */
	/* VM_FAULT word 0 packs engine/reason/client/slot in 8-bit fields
	 * (GT215+, not MCP77/79) instead of 4-bit ones (nouveau nv50_fb.c). */
	bool fault_fields_8bit;
};

extern const struct g80_vm_gen g80_vm_gen_g80;     /* G80 */
extern const struct g80_vm_gen g84_vm_gen_g84;     /* G84:GT215 (and MCP77/79) */
extern const struct g80_vm_gen gt215_vm_gen_gt215; /* GT215:GF100 */

/* ------------------------------------------------------------------ context */

struct g80_pfb; /* the PFB unit's private state (pfb.c) */

/* What a translation needs. Owned by the PFB unit (g80_vm_get) or set up
 * standalone on a device's memory (g80_vm_init). */
struct g80_vm {
	struct sgpu_device *dev;
	const struct g80_vm_gen *gen;
	/* DMA object limit check (seed L5008: "if larger or equal" faults,
	 * an exclusive limit; nouveau programs limit = last valid byte):
	 * false: offset >= limit faults (the seed); true: offset > limit
	 * faults (what drivers expect). docs/hw/g80-vm.md. */
	bool limit_inclusive;
	struct g80_pfb *pfb; /* NULL: standalone, faults are not latched */
};

void g80_vm_init(struct g80_vm *vm, struct sgpu_device *dev, const struct g80_vm_gen *gen,
                 bool limit_inclusive);
/* The context of the device's PFB unit (instance "PFB"); NULL when the
 * chip has none. Stable for the device's life: look it up in reset. */
struct g80_vm *g80_vm_get(struct sgpu_device *dev);
/* Latch a fault in the PFB VM_FAULT registers (no-op standalone, for
 * softgpu reasons >= 0x100, or while an earlier fault is pending). The
 * calls below do it themselves; engines with their own checks may too. */
void g80_vm_report(struct g80_vm *vm, const struct g80_vm_fault *f);

/* ------------------------------------------------------------------ channels */

/* A channel descriptor (seed L4928-4937): bits 0-27 = structure address
 * bits 12-39, bits 28-29 = target. Bits 30-31 are ignored. */
struct g80_chan {
	uint64_t addr; /* linear address of the channel structure */
	enum g80_target target;
};

#define G80_CHAN_DESC(addr, target) \
	((uint32_t)(((uint64_t)(addr) >> 12) & 0x0fffffff) | (uint32_t)(target) << 28)
/* Always decodes; returns false for target 1 (the NO_CHANNEL fault). */
bool g80_chan_decode(uint32_t desc, struct g80_chan *out);

/* ------------------------------------------------------------------ DMA objects */

/* DMA object word 0 target field (seed L4965-4969). */
enum g80_dma_target {
	G80_DMA_TARGET_VM = 0, /* paged */
	G80_DMA_TARGET_VRAM = 1,
	G80_DMA_TARGET_SYSRAM_SNOOP = 2,
	G80_DMA_TARGET_SYSRAM_NOSNOOP = 3,
};

#define G80_DMAOBJ_SIZE 0x18
#define G80_STORAGE_TYPE_FROM_PTE 0x7f

/* A decoded DMA object: the raw fields of the six words (seed
 * L4961-5004). Override fields keep their encodings: 0 means "from the
 * PTE" for ro/su/part_cycle, 3 for comp, 0x7f for storage_type, 2 for
 * encrypt. */
struct g80_dmaobj {
	uint16_t selector;
	uint16_t cls;         /* w0 0-15 */
	uint8_t target;       /* w0 16-17, enum g80_dma_target */
	uint8_t ro;           /* w0 18-19: 0 PTE, 1 read-only, 2 read-write */
	uint8_t su;           /* w0 20-21: 0 PTE, 1 user+supervisor, 2 supervisor-only */
	uint8_t storage_type; /* w0 22-28 */
	uint8_t comp;         /* w0 29-30: 0 none, 1 SINGLE, 2 DOUBLE, 3 PTE */
	bool supervisor;      /* w0 31: a supervisor DMA object */
	uint64_t limit;       /* w1, w3 24-31 */
	uint64_t base;        /* w2, w3 0-7 */
	uint16_t tag_base;    /* w4 0-11 */
	uint16_t tag_limit;   /* w4 16-27 */
	uint64_t comp_base;   /* w5 0-15 << 16 */
	uint8_t part_cycle;   /* w5 16-17: 0 PTE, 1 short, 2 long */
	uint8_t encrypt;      /* w5 18-19 (G84+, else 0): 0 no, 1 yes, 2 PTE */
};

void g80_dmaobj_decode(const struct g80_vm_gen *gen, uint16_t selector, const uint32_t w[6],
                       struct g80_dmaobj *out);
void g80_dmaobj_encode(const struct g80_dmaobj *obj, uint32_t w[6]);

/* Load a DMA object by selector from a channel (at chan + selector * 16).
 * Faults: NO_CHANNEL (descriptor target 1), NULL_DMAOBJ (selector 0),
 * VRAM_LIMIT/SYSRAM_LIMIT (structure out of memory). */
bool g80_dmaobj_load(struct g80_vm *vm, uint32_t chan, uint16_t selector,
                     const struct g80_vm_access *acc, struct g80_dmaobj *out,
                     struct g80_vm_fault *fault);

/* ------------------------------------------------------------------ translation */

/* The result of a translation (seed L4847-4857). */
struct g80_vm_xlat {
	uint64_t linear;
	enum g80_target target;
	bool read_only;
	bool supervisor_only;
	uint8_t storage_type; /* 0-0x7e; 0 is linear (pitch) */
	uint8_t comp;         /* 0 none, 1 SINGLE, 2 DOUBLE */
	uint16_t tag;         /* 12-bit tag cell address, meaningful when comp != 0 */
	bool long_cycle;      /* partition cycle: false short, true long */
	bool encrypted;       /* G84+ */
	/* Bytes from `linear` on that keep this translation (to the end of
	 * the page, or of the DMA object's limit for unpaged objects). */
	uint64_t span;
	/* Paged only: the page size and the PTE's contig order. */
	uint32_t page_size;
	uint8_t contig_order;
	/* Paged only: where the PTE was read (for g80_vm_dma_pin). */
	bool paged;
	enum g80_target pte_target;
	uint64_t pte_addr;
};

/* Look a 40-bit virtual address up in a channel's page tables, giving the
 * PTE's attributes without any permission check. Faults: NO_CHANNEL,
 * PT_NOT_PRESENT, PT_TOO_SHORT, PAGE_NOT_PRESENT, and VRAM_LIMIT /
 * SYSRAM_LIMIT / BAD_TARGET for PDEs or PTEs that cannot be read. */
bool g80_vm_walk(struct g80_vm *vm, uint32_t chan, uint64_t va, const struct g80_vm_access *acc,
                 struct g80_vm_xlat *out, struct g80_vm_fault *fault);

/* g80_vm_walk plus the access checks (PAGE_READ_ONLY for writes,
 * PAGE_SUPERVISOR_ONLY for user accesses). */
bool g80_vm_translate(struct g80_vm *vm, uint32_t chan, uint64_t va,
                      const struct g80_vm_access *acc, struct g80_vm_xlat *out,
                      struct g80_vm_fault *fault);

/* Translate a logical address through a loaded DMA object: limit check
 * (DMAOBJ_LIMIT), then the page tables with the object's overrides
 * (paged) or the object's own attributes (unpaged, with the compressed
 * VRAM tag rule of seed L5010-5013), then the access checks. */
bool g80_dmaobj_translate(struct g80_vm *vm, uint32_t chan, const struct g80_dmaobj *obj,
                          uint64_t offset, const struct g80_vm_access *acc, struct g80_vm_xlat *out,
                          struct g80_vm_fault *fault);

/* ------------------------------------------------------------------ access helpers */

/* Read or write len bytes at (channel, DMA object, offset), split at page
 * boundaries. Every byte is translated and checked before any is
 * touched: on a fault nothing is written and *fault says why. */
bool g80_vm_obj_read(struct g80_vm *vm, uint32_t chan, const struct g80_dmaobj *obj,
                     uint64_t offset, void *buf, size_t len, const struct g80_vm_access *acc,
                     struct g80_vm_fault *fault);
bool g80_vm_obj_write(struct g80_vm *vm, uint32_t chan, const struct g80_dmaobj *obj,
                      uint64_t offset, const void *buf, size_t len, const struct g80_vm_access *acc,
                      struct g80_vm_fault *fault);
/* The same, loading the DMA object by selector first. */
bool g80_vm_dma_read(struct g80_vm *vm, uint32_t chan, uint16_t selector, uint64_t offset,
                     void *buf, size_t len, const struct g80_vm_access *acc,
                     struct g80_vm_fault *fault);
bool g80_vm_dma_write(struct g80_vm *vm, uint32_t chan, uint16_t selector, uint64_t offset,
                      const void *buf, size_t len, const struct g80_vm_access *acc,
                      struct g80_vm_fault *fault);
/* 32-bit little-endian words. */
bool g80_vm_dma_rd32(struct g80_vm *vm, uint32_t chan, uint16_t selector, uint64_t offset,
                     uint32_t *value, const struct g80_vm_access *acc, struct g80_vm_fault *fault);
bool g80_vm_dma_wr32(struct g80_vm *vm, uint32_t chan, uint16_t selector, uint64_t offset,
                     uint32_t value, const struct g80_vm_access *acc, struct g80_vm_fault *fault);

/* ------------------------------------------------------------------ pinned ranges */

/* A fast path's view of a range of a DMA object: translated once, read
 * through a direct pointer. The translation depends on memory (the DMA
 * object's words, the PDE and the PTE); the pin keeps copies of them, and
 * g80_vm_pin_valid says whether they are unchanged, so that the reference
 * semantics (every access re-reads them) hold after anything may have
 * written memory. */
struct g80_vm_dep {
	const uint8_t *p;
	uint8_t len;
	uint64_t val[G80_DMAOBJ_SIZE / 8];
};

static inline bool g80_vm_dep_same(const struct g80_vm_dep *d, unsigned words)
{
	for (unsigned i = 0; i < words; i++) {
		uint64_t w;
		memcpy(&w, d->p + 8 * i, 8);
		if (w != d->val[i])
			return false;
	}
	return true;
}

struct g80_vm_pin {
	uint32_t chan;
	uint16_t selector;
	uint64_t offset, len; /* the logical range [offset, offset + len) */
	const uint8_t *ptr;   /* host pointer of offset */
	unsigned ndep;
	struct g80_vm_dep dep[3];
};

/* Pin the largest range from offset that keeps one translation, checked
 * for acc. False when the access would fault (nothing is latched: the
 * caller's reference path repeats the access and reports the fault). */
bool g80_vm_dma_pin(struct g80_vm *vm, uint32_t chan, uint16_t selector, uint64_t offset,
                    const struct g80_vm_access *acc, struct g80_vm_pin *pin);

static inline bool g80_vm_pin_valid(const struct g80_vm_pin *pin)
{
	/* Fixed sizes, so that the compares are inlined: the DMA object
	 * first, then the PDE and the PTE of a paged object. */
	return g80_vm_dep_same(&pin->dep[0], G80_DMAOBJ_SIZE / 8) &&
	       (pin->ndep < 3 ||
	        (g80_vm_dep_same(&pin->dep[1], 1) && g80_vm_dep_same(&pin->dep[2], 1)));
}

/* ------------------------------------------------------------------ PFB unit */

/* The G80 PFB unit (MMIO 0x100000, window 0x1000): MEM_AMOUNT, the TLB
 * flush register 0x100c80 and the VM_FAULT trap registers 0x100c90/94
 * (G84+: PD_OFFSET 0x100c9c). Instance name "PFB"; no interrupt line of
 * its own (nouveau reads the trap when PFIFO, PGRAPH or PMPEG interrupt).
 * Params: a struct g80_pfb_params. */
struct g80_pfb_params {
	const struct g80_vm_gen *gen;
	bool limit_inclusive; /* see struct g80_vm */
};

extern const struct sgpu_unit_class g80_pfb_class;

#endif /* SGPU_NV_MMU_VM_H */
