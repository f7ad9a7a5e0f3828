/* GF100+ virtual memory: the channel's address space as its instance
 * block (RAMIN) names it, and the two page-table formats the gm20b and
 * gv100 chips use:
 *
 *  - the GF100 two-level format (gm20b): a page directory of 8-byte PDEs,
 *    each pointing at a big-page and a small-page table of 8-byte PTEs;
 *  - the Pascal+ VER2 five-level format (gv100): PD3, PD2, PD1 of 8-byte
 *    PDEs, PD0 of 16-byte dual PDEs (big, small), then the PTEs.
 *
 * Field layouts: open-gpu-doc dev_ram (NV_RAMIN_*, seed 002) and
 * manuals/volta/gv100/dev_mmu.ref.txt (NV_MMU_VER2_*); the GF100 format
 * from nouveau nvkm/subdev/mmu/vmmgf100.c and vmmgm200.c. What we took
 * from where: docs/hw/gf100-host.md, "Virtual memory".
 *
 * A walk reads page tables through the bounds-checked accessors and never
 * writes. Successful translations are kept in the PFB unit's TLB
 * (gf100_pfb.c) until an invalidate (the PFB register or a channel's
 * MEM_OP) drops them, so page-table edits without an invalidate are not
 * seen, as on hardware (docs/hw/gf100-host.md, "Virtual memory"). */
#ifndef SGPU_NV_MMU_GF100_VM_H
#define SGPU_NV_MMU_GF100_VM_H

#include "core/device.h"

/* Apertures (NV_RAMIN_PAGE_DIR_BASE_TARGET, NV_MMU_VER2_PTE_APERTURE):
 * 0 video memory, 1 invalid (PDB) / peer (PTE), 2 system memory coherent,
 * 3 system memory non-coherent. */
enum gf100_aperture {
	GF100_APER_VID = 0,
	GF100_APER_INVALID = 1,
	GF100_APER_SYS_COH = 2,
	GF100_APER_SYS_NONCOH = 3,
};

/* Why a translation failed (softgpu's names; the MMU fault path that
 * reports them to the host is docs/hw/gf100-host.md "Faults"). */
enum gf100_vm_fault {
	GF100_VM_OK = 0,
	GF100_VM_PDE,      /* a directory entry is invalid */
	GF100_VM_PTE,      /* the PTE is invalid */
	GF100_VM_RO,       /* a write to a read-only page */
	GF100_VM_UNBOUND,  /* RAMIN's page directory is INVALID or unusable */
	GF100_VM_VA_LIMIT, /* the address is past the format's VA width */
	GF100_VM_PA,       /* the physical address is outside modelled memory */
	GF100_VM_APERTURE, /* a peer aperture: no memory behind it */
	GF100_VM_BOTH,     /* GF100 format: small and big PTE both valid */
};

/* The NV_PFAULT_FAULT_TYPE (gk104 fault reason) of a translation fault
 * (dev_fault.ref.txt; nouveau gk104_fifo_fault_reason): PDE 0, PTE 2,
 * VA_LIMIT_VIOLATION 3, UNBOUND_INST_BLOCK 4, RO_VIOLATION 6,
 * UNSUPPORTED_APERTURE 0xa (also softgpu's PA past modelled memory),
 * BOTH_PTES_VALID 0xe. */
unsigned gf100_vm_fault_type(enum gf100_vm_fault f);

const char *gf100_vm_fault_name(enum gf100_vm_fault f);

/* The address space of a channel: NV_RAMIN words 128-131. */
struct gf100_vmctx {
	bool ver2;          /* NV_RAMIN_USE_VER2_PT_FORMAT (bit 10) */
	unsigned big_shift; /* NV_RAMIN_BIG_PAGE_SIZE (bit 11): 1 = 64 KiB (16), 0 = 128 KiB (17) */
	enum gf100_aperture pdb_aper;
	uint64_t pdb; /* page directory base, 4 KiB aligned */
	/* The TLB its translations go through; NULL: the device's PFB's,
	 * looked up by name at each translation (gf100_pfb_tlb). Not part
	 * of the address space's identity. */
	struct gf100_tlb *tlb;
};

/* Decodes RAMIN words 128/129 (PAGE_DIR_BASE). A gv100 context must use
 * VER2 with 64 KiB big pages (dev_ram: anything else is an
 * UNBOUND_INSTANCE fault): *why = GF100_VM_UNBOUND then. */
bool gf100_vmctx_decode(uint32_t w128, uint32_t w129, bool need_ver2, struct gf100_vmctx *ctx,
                        enum gf100_vm_fault *why);

/* One translated page. */
struct gf100_vm_page {
	uint64_t pa; /* physical address of the byte asked for */
	enum gf100_aperture aper;
	unsigned shift; /* page size: 12, 16, 17 or 21 */
	uint8_t kind;   /* the PTE's page kind (kept for block-linear copies) */
	bool priv, ro, vol;
};

/* The TLB: direct-mapped, one 4 KiB page per entry, keyed by the address
 * space and the page. Faults are not kept. */
#define GF100_TLB_ENTRIES 64
struct gf100_tlb_entry {
	bool valid;
	struct gf100_vmctx ctx;
	uint64_t vpn;            /* va >> 12 */
	struct gf100_vm_page pg; /* pa: of the 4 KiB page */
};
struct gf100_tlb {
	struct gf100_tlb_entry e[GF100_TLB_ENTRIES];
	uint64_t gen; /* counts fills and flushes: a pin holds while it is unchanged */
};
/* Drops every entry (all) or those of page directory pdb (any aperture). */
void gf100_tlb_flush(struct gf100_tlb *t, bool all, uint64_t pdb);
/* The device's TLB (gf100_pfb.c), NULL without a GF100+ PFB: then every
 * access walks the tables. */
struct gf100_tlb *gf100_pfb_tlb(struct sgpu_device *dev);

/* Walks the tables for va (or takes the TLB's entry); write: the access
 * writes (RO pages fault). */
bool gf100_vm_translate(struct sgpu_device *dev, const struct gf100_vmctx *ctx, uint64_t va,
                        bool write, struct gf100_vm_page *pg, enum gf100_vm_fault *why);

/* A translated 4 KiB page held by the TLB, for a fast path reading many
 * words of it: while the TLB is unchanged (gf100_vm_pin_valid), each
 * word's translation by the reference path would be a hit on the same
 * entry. p: the page's first byte in host memory (the whole page lies in
 * modelled memory). */
struct gf100_vm_pin {
	const struct gf100_tlb *tlb;
	uint64_t gen, vpn;
	uint8_t *p;
};
/* Translates va's page as gf100_vm_translate does (a read) and pins it;
 * false: a fault, no TLB, or a page partly outside memory (take the
 * reference path). */
bool gf100_vm_pin_page(struct sgpu_device *dev, const struct gf100_vmctx *ctx, uint64_t va,
                       struct gf100_vm_pin *pin);
static inline bool gf100_vm_pin_valid(const struct gf100_vm_pin *pin, uint64_t va)
{
	return pin->p && pin->tlb->gen == pin->gen && va >> 12 == pin->vpn;
}

/* Physical memory behind an aperture: VRAM, or system memory for both
 * system apertures; NULL for the invalid/peer aperture. */
struct sgpu_memspace *gf100_aper_mem(struct sgpu_device *dev, enum gf100_aperture a);

/* Reads or writes len bytes at va, page by page; checks every page before
 * touching memory, so a fault leaves memory as it was. *fault_va: the
 * address that faulted. */
bool gf100_vm_read(struct sgpu_device *dev, const struct gf100_vmctx *ctx, uint64_t va, void *buf,
                   size_t len, enum gf100_vm_fault *why, uint64_t *fault_va);
bool gf100_vm_write(struct sgpu_device *dev, const struct gf100_vmctx *ctx, uint64_t va,
                    const void *buf, size_t len, enum gf100_vm_fault *why, uint64_t *fault_va);

#endif /* SGPU_NV_MMU_GF100_VM_H */
