/* Tesla virtual memory: the translation library of src/nv/mmu/vm.h.
 * Seed 000 §2.7.8; choices in docs/hw/g80-vm.md. */
#include <string.h>

#include "nv/mmu/priv.h"
#include "util/bits.h"

/* ------------------------------------------------------------------ generations */

const struct g80_vm_gen g80_vm_gen_g80 = {
        .name = "g80",
        .ramfc_offset = 0x000,
        .ramfc_size = 0x200,
        .engctx_offset = 0x200,
        .engctx_size = 0x200,
        .cache_offset = 0x400,
        .cache_size = 0x1000,
        .pd_offset = 0x1400,
        .engctx_selector =
                {
                        [G80_VM_ENGINE_PGRAPH] = 0x20,
                        [G80_VM_ENGINE_PVP] = 0x22,
                        [G80_VM_ENGINE_PME] = 0x24,
                        [G80_VM_ENGINE_PMPEG] = 0x26,
                },
};

const struct g80_vm_gen g84_vm_gen_g84 = {
        .name = "g84",
        .engctx_offset = 0x000,
        .engctx_size = 0x200,
        .pd_offset = 0x200,
        .engctx_selector =
                {
                        [G80_VM_ENGINE_PGRAPH] = 0x02,
                        [G80_VM_ENGINE_PVP] = 0x04,
                        [G80_VM_ENGINE_PMPEG] = 0x06,
                        [G80_VM_ENGINE_PBSP] = 0x08,
                        [G80_VM_ENGINE_PCRYPT] = 0x0a,
                },
        .encryption = true,
};

const struct g80_vm_gen gt215_vm_gen_gt215 = {
        .name = "gt215",
        .engctx_offset = 0x000,
        .engctx_size = 0x200,
        .pd_offset = 0x200,
        .engctx_selector =
                {
                        [G80_VM_ENGINE_PGRAPH] = 0x02,
                        [G80_VM_ENGINE_PVP] = 0x04,
                        [G80_VM_ENGINE_PMPEG] = 0x06,
                        [G80_VM_ENGINE_PBSP] = 0x08,
                        [G80_VM_ENGINE_PCOPY] = 0x0c,
                },
        .medium_pages = true,
        .encryption = true,
        .fault_fields_8bit = true,
};

/* ------------------------------------------------------------------ names */

const char *g80_vm_fault_name(enum g80_vm_fault_reason r)
{
	switch (r) {
	case G80_VM_FAULT_PT_NOT_PRESENT: return "PT_NOT_PRESENT";
	case G80_VM_FAULT_PT_TOO_SHORT: return "PT_TOO_SHORT";
	case G80_VM_FAULT_PAGE_NOT_PRESENT: return "PAGE_NOT_PRESENT";
	case G80_VM_FAULT_PAGE_SUPERVISOR_ONLY: return "PAGE_SUPERVISOR_ONLY";
	case G80_VM_FAULT_PAGE_READ_ONLY: return "PAGE_READ_ONLY";
	case G80_VM_FAULT_NO_CHANNEL: return "NO_CHANNEL";
	case G80_VM_FAULT_NULL_DMAOBJ: return "NULL_DMAOBJ";
	case G80_VM_FAULT_WRONG_MEMTYPE: return "WRONG_MEMTYPE";
	case G80_VM_FAULT_VRAM_LIMIT: return "VRAM_LIMIT";
	case G80_VM_FAULT_DMAOBJ_LIMIT: return "DMAOBJ_LIMIT";
	case G80_VM_FAULT_SYSRAM_LIMIT: return "SYSRAM_LIMIT";
	case G80_VM_FAULT_BAD_TARGET: return "BAD_TARGET";
	}
	return "UNK";
}

const char *g80_target_name(enum g80_target t)
{
	static const char *const names[] = {"VRAM", "INVALID", "SYSRAM_SNOOP", "SYSRAM_NOSNOOP"};
	return names[(unsigned)t & 3];
}

/* ------------------------------------------------------------------ linear memory */

struct sgpu_memspace *g80_target_mem(struct sgpu_device *dev, enum g80_target t)
{
	switch (t) {
	case G80_TARGET_VRAM: return sgpu_dev_mem(dev, SGPU_SPACE_VRAM);
	case G80_TARGET_SYSRAM_SNOOP:
	case G80_TARGET_SYSRAM_NOSNOOP: return sgpu_dev_mem(dev, SGPU_SPACE_SYSMEM);
	case G80_TARGET_INVALID: break;
	}
	return NULL;
}

static uint64_t linear_mask(enum g80_target t, uint64_t addr)
{
	return addr & (t == G80_TARGET_VRAM ? G80_VRAM_ADDR_MASK : G80_ADDR_MASK);
}

static void set_why(enum g80_vm_fault_reason *why, enum g80_vm_fault_reason r)
{
	if (why)
		*why = r;
}

/* The space and the checked range, or the reason there is none. */
static struct sgpu_memspace *linear_check(struct sgpu_device *dev, enum g80_target t, uint64_t addr,
                                          uint64_t len, enum g80_vm_fault_reason *why)
{
	struct sgpu_memspace *m = g80_target_mem(dev, t);
	if (!m) {
		set_why(why, G80_VM_FAULT_BAD_TARGET);
		return NULL;
	}
	if (!m->data || !sgpu_mem_range_ok(m, addr, len)) {
		set_why(why,
		        t == G80_TARGET_VRAM ? G80_VM_FAULT_VRAM_LIMIT : G80_VM_FAULT_SYSRAM_LIMIT);
		return NULL;
	}
	return m;
}

bool g80_linear_read(struct sgpu_device *dev, enum g80_target t, uint64_t addr, void *buf,
                     size_t len, enum g80_vm_fault_reason *why)
{
	addr = linear_mask(t, addr);
	struct sgpu_memspace *m = linear_check(dev, t, addr, len, why);
	return m && sgpu_memspace_read(m, addr, buf, len);
}

bool g80_linear_write(struct sgpu_device *dev, enum g80_target t, uint64_t addr, const void *buf,
                      size_t len, enum g80_vm_fault_reason *why)
{
	addr = linear_mask(t, addr);
	struct sgpu_memspace *m = linear_check(dev, t, addr, len, why);
	return m && sgpu_memspace_write(m, addr, buf, len);
}

bool g80_linear_rd32(struct sgpu_device *dev, enum g80_target t, uint64_t addr, uint32_t *value,
                     enum g80_vm_fault_reason *why)
{
	uint8_t b[4];
	if (!g80_linear_read(dev, t, addr, b, 4, why))
		return false;
	*value = sgpu_ld_le32(b);
	return true;
}

bool g80_linear_wr32(struct sgpu_device *dev, enum g80_target t, uint64_t addr, uint32_t value,
                     enum g80_vm_fault_reason *why)
{
	uint8_t b[4];
	sgpu_st_le32(b, value);
	return g80_linear_write(dev, t, addr, b, 4, why);
}

/* ------------------------------------------------------------------ context and faults */

void g80_vm_init(struct g80_vm *vm, struct sgpu_device *dev, const struct g80_vm_gen *gen,
                 bool limit_inclusive)
{
	memset(vm, 0, sizeof(*vm));
	vm->dev = dev;
	vm->gen = gen ? gen : &g80_vm_gen_g80;
	vm->limit_inclusive = limit_inclusive;
}

struct g80_vm *g80_vm_get(struct sgpu_device *dev)
{
	struct sgpu_unit *u = dev ? sgpu_dev_unit(dev, "PFB") : NULL;
	if (!u || u->cls != &g80_pfb_class || !u->priv)
		return NULL;
	return &((struct g80_pfb *)u->priv)->vm;
}

void g80_vm_report(struct g80_vm *vm, const struct g80_vm_fault *f)
{
	if (vm && vm->pfb && f && f->reason < 0x100)
		g80_pfb_latch(vm->pfb, f);
}

/* Fill *fault, latch it, and fail. */
static bool fail(struct g80_vm *vm, struct g80_vm_fault *fault, enum g80_vm_fault_reason reason,
                 const struct g80_vm_access *acc, uint32_t chan, uint16_t selector, uint64_t addr)
{
	struct g80_vm_fault f = {
	        .reason = reason,
	        .access = acc ? *acc : (struct g80_vm_access){0},
	        .chan = chan,
	        .selector = selector,
	        .addr = addr,
	};
	g80_vm_report(vm, &f);
	if (fault)
		*fault = f;
	return false;
}

/* ------------------------------------------------------------------ channels */

bool g80_chan_decode(uint32_t desc, struct g80_chan *out)
{
	out->addr = (uint64_t)(desc & 0x0fffffffu) << 12;
	out->target = (enum g80_target)(desc >> 28 & 3);
	return out->target != G80_TARGET_INVALID;
}

/* Read n words of a channel structure; faults are reported at the linear
 * address of the structure word. */
static bool chan_read(struct g80_vm *vm, uint32_t desc, uint64_t off, uint32_t *w, unsigned n,
                      const struct g80_vm_access *acc, uint16_t sel, struct g80_vm_fault *fault)
{
	struct g80_chan c;
	if (!g80_chan_decode(desc, &c))
		return fail(vm, fault, G80_VM_FAULT_NO_CHANNEL, acc, desc, sel, off);
	uint8_t b[G80_DMAOBJ_SIZE];
	enum g80_vm_fault_reason why;
	uint64_t addr = c.addr + off;
	if (!g80_linear_read(vm->dev, c.target, addr, b, 4u * n, &why))
		return fail(vm, fault, why, acc, desc, sel, linear_mask(c.target, addr));
	for (unsigned i = 0; i < n; i++)
		w[i] = sgpu_ld_le32(b + 4 * i);
	return true;
}

/* ------------------------------------------------------------------ DMA objects */

void g80_dmaobj_decode(const struct g80_vm_gen *gen, uint16_t selector, const uint32_t w[6],
                       struct g80_dmaobj *o)
{
	memset(o, 0, sizeof(*o));
	o->selector = selector;
	o->cls = (uint16_t)(w[0] & 0xffff);
	o->target = (uint8_t)(w[0] >> 16 & 3);
	o->ro = (uint8_t)(w[0] >> 18 & 3);
	o->su = (uint8_t)(w[0] >> 20 & 3);
	o->storage_type = (uint8_t)(w[0] >> 22 & 0x7f);
	o->comp = (uint8_t)(w[0] >> 29 & 3);
	o->supervisor = w[0] >> 31 & 1;
	o->limit = w[1] | (uint64_t)(w[3] >> 24) << 32;
	o->base = w[2] | (uint64_t)(w[3] & 0xff) << 32;
	o->tag_base = (uint16_t)(w[4] & 0xfff);
	o->tag_limit = (uint16_t)(w[4] >> 16 & 0xfff);
	o->comp_base = (uint64_t)(w[5] & 0xffff) << 16;
	o->part_cycle = (uint8_t)(w[5] >> 16 & 3);
	o->encrypt = (gen && gen->encryption) ? (uint8_t)(w[5] >> 18 & 3) : 0;
}

void g80_dmaobj_encode(const struct g80_dmaobj *o, uint32_t w[6])
{
	w[0] = o->cls | (uint32_t)(o->target & 3) << 16 | (uint32_t)(o->ro & 3) << 18 |
	       (uint32_t)(o->su & 3) << 20 | (uint32_t)(o->storage_type & 0x7f) << 22 |
	       (uint32_t)(o->comp & 3) << 29 | (uint32_t)o->supervisor << 31;
	w[1] = (uint32_t)o->limit;
	w[2] = (uint32_t)o->base;
	w[3] = (uint32_t)(o->base >> 32 & 0xff) | (uint32_t)(o->limit >> 32 & 0xff) << 24;
	w[4] = (uint32_t)(o->tag_base & 0xfff) | (uint32_t)(o->tag_limit & 0xfff) << 16;
	w[5] = (uint32_t)(o->comp_base >> 16 & 0xffff) | (uint32_t)(o->part_cycle & 3) << 16 |
	       (uint32_t)(o->encrypt & 3) << 18;
}

bool g80_dmaobj_load(struct g80_vm *vm, uint32_t chan, uint16_t selector,
                     const struct g80_vm_access *acc, struct g80_dmaobj *out,
                     struct g80_vm_fault *fault)
{
	/* seed L5006: the selector is compared with 0 first. */
	if (selector == 0)
		return fail(vm, fault, G80_VM_FAULT_NULL_DMAOBJ, acc, chan, 0, 0);
	uint32_t w[6];
	if (!chan_read(vm, chan, (uint64_t)selector << 4, w, 6, acc, selector, fault))
		return false;
	g80_dmaobj_decode(vm->gen, selector, w, out);
	return true;
}

/* ------------------------------------------------------------------ page tables */

/* Entries of a small-page table by PDE bits 5-6 (seed L5066-5070). */
static const uint32_t small_pt_entries[4] = {0x20000, 0x8000, 0x4000, 0x2000};

static unsigned pde_page_shift(const struct g80_vm_gen *gen, uint32_t type)
{
	switch (type) {
	case 1: return 16;
	case 2: return gen->medium_pages ? 14 : 0; /* pre-GT215: not present */
	case 3: return 12;
	}
	return 0;
}

bool g80_vm_walk(struct g80_vm *vm, uint32_t chan, uint64_t va, const struct g80_vm_access *acc,
                 struct g80_vm_xlat *out, struct g80_vm_fault *fault)
{
	va &= G80_ADDR_MASK;
	uint32_t pde[2];
	if (!chan_read(vm, chan, vm->gen->pd_offset + (va >> 29) * 8, pde, 2, acc, 0, fault))
		return false;
	unsigned shift = pde_page_shift(vm->gen, pde[0] & 3);
	if (!shift)
		return fail(vm, fault, G80_VM_FAULT_PT_NOT_PRESENT, acc, chan, 0, va);
	uint64_t off = va & 0x1fffffff;
	uint64_t idx = off >> shift;
	if (shift == 12 && idx >= small_pt_entries[pde[0] >> 5 & 3])
		return fail(vm, fault, G80_VM_FAULT_PT_TOO_SHORT, acc, chan, 0, va);

	enum g80_target pt_target = (enum g80_target)(pde[0] >> 2 & 3);
	uint64_t pt = (pde[0] & 0xfffff000u) | (uint64_t)(pde[1] & 0xff) << 32;
	uint8_t b[8];
	enum g80_vm_fault_reason why;
	uint64_t pte_addr = pt + idx * 8;
	if (!g80_linear_read(vm->dev, pt_target, pte_addr, b, 8, &why))
		return fail(vm, fault, why, acc, chan, 0, linear_mask(pt_target, pte_addr));
	uint32_t lo = sgpu_ld_le32(b), hi = sgpu_ld_le32(b + 4);
	if (!(lo & 1))
		return fail(vm, fault, G80_VM_FAULT_PAGE_NOT_PRESENT, acc, chan, 0, va);

	uint32_t page = 1u << shift;
	memset(out, 0, sizeof(*out));
	out->page_size = page;
	out->contig_order = (uint8_t)(lo >> 7 & 7);
	out->read_only = lo >> 3 & 1;
	out->target = (enum g80_target)(lo >> 4 & 3);
	out->supervisor_only = lo >> 6 & 1;
	out->storage_type = (uint8_t)(hi >> 8 & 0x7f);
	out->comp = (uint8_t)(hi >> 15 & 3);
	if (out->comp == 3)
		out->comp = 0; /* "USEVM" is a DMA object value only: docs/hw/g80-vm.md */
	out->tag = (uint16_t)(hi >> 17 & 0xfff);
	out->long_cycle = hi >> 29 & 1;
	out->encrypted = vm->gen->encryption && (hi >> 30 & 1);

	/* Contig blocks (seed L5108): every PTE of the 2^o-page block holds
	 * the first page's address and tag; a page's own is at its index in
	 * the block. Address bits below the page size are not in the PTE. */
	uint64_t in_block = idx & ((1u << out->contig_order) - 1);
	uint64_t base = ((lo & 0xfffff000u) & ~(uint64_t)(page - 1)) | (uint64_t)(hi & 0xff) << 32;
	out->linear = linear_mask(out->target, base + in_block * page + (off & (page - 1)));
	out->tag = (uint16_t)((out->tag + ((in_block * page) >> 16)) & 0xfff);
	out->span = page - (off & (page - 1));
	out->paged = true;
	out->pte_target = pt_target;
	out->pte_addr = pte_addr;
	return true;
}

static bool check_access(struct g80_vm *vm, const struct g80_vm_xlat *x,
                         const struct g80_vm_access *acc, uint32_t chan, uint16_t sel, uint64_t va,
                         struct g80_vm_fault *fault)
{
	bool sup = acc && acc->supervisor, wr = acc && acc->write;
	if (x->supervisor_only && !sup)
		return fail(vm, fault, G80_VM_FAULT_PAGE_SUPERVISOR_ONLY, acc, chan, sel, va);
	if (x->read_only && wr)
		return fail(vm, fault, G80_VM_FAULT_PAGE_READ_ONLY, acc, chan, sel, va);
	return true;
}

bool g80_vm_translate(struct g80_vm *vm, uint32_t chan, uint64_t va,
                      const struct g80_vm_access *acc, struct g80_vm_xlat *out,
                      struct g80_vm_fault *fault)
{
	return g80_vm_walk(vm, chan, va, acc, out, fault) &&
	       check_access(vm, out, acc, chan, 0, va & G80_ADDR_MASK, fault);
}

/* ------------------------------------------------------------------ DMA object translation */

/* Apply a paged object's overrides (seed L4970-5004) to the PTE's view. */
static void paged_overrides(const struct g80_dmaobj *o, struct g80_vm_xlat *x)
{
	if (o->ro == 1 || o->ro == 2)
		x->read_only = o->ro == 1;
	if (o->su == 1 || o->su == 2)
		x->supervisor_only = o->su == 2;
	if (o->storage_type != G80_STORAGE_TYPE_FROM_PTE)
		x->storage_type = o->storage_type;
	if (o->comp != 3)
		x->comp = o->comp;
	if (o->part_cycle == 1 || o->part_cycle == 2)
		x->long_cycle = o->part_cycle == 2;
	if (o->encrypt == 0 || o->encrypt == 1)
		x->encrypted = o->encrypt == 1;
}

/* An unpaged object's attributes: "from the PTE" values have no PTE to
 * come from and read as the plain choice (docs/hw/g80-vm.md). */
static void unpaged_attrs(const struct g80_dmaobj *o, uint64_t a, struct g80_vm_xlat *x)
{
	memset(x, 0, sizeof(*x));
	x->target = (enum g80_target)o->target; /* 1 VRAM, 2/3 SYSRAM: see below */
	if (o->target == G80_DMA_TARGET_VRAM)
		x->target = G80_TARGET_VRAM;
	x->linear = linear_mask(x->target, a);
	x->read_only = o->ro == 1;
	x->supervisor_only = o->su == 2;
	x->storage_type = o->storage_type == G80_STORAGE_TYPE_FROM_PTE ? 0 : o->storage_type;
	x->comp = o->comp == 3 ? 0 : o->comp;
	x->long_cycle = o->part_cycle == 2;
	x->encrypted = o->encrypt == 1;
	/* VRAM addresses wrap at 32 bits: a piece ends there. */
	x->span = x->target == G80_TARGET_VRAM ? (G80_VRAM_ADDR_MASK + 1) - x->linear : UINT64_MAX;
	if (!x->comp)
		return;
	/* Compressed unpaged VRAM: the tag rule of seed L5010-5013. */
	if (x->target != G80_TARGET_VRAM || x->linear < o->comp_base) {
		x->comp = 0;
		return;
	}
	uint64_t rel = x->linear - o->comp_base;
	uint64_t t = (rel >> 16) + o->tag_base;
	if (t > o->tag_limit) {
		x->comp = 0;
		return;
	}
	x->tag = (uint16_t)t;
	if (x->span > 0x10000 - (rel & 0xffff))
		x->span = 0x10000 - (rel & 0xffff); /* the next 64 KiB has the next tag */
}

bool g80_dmaobj_translate(struct g80_vm *vm, uint32_t chan, const struct g80_dmaobj *o,
                          uint64_t offset, const struct g80_vm_access *acc, struct g80_vm_xlat *out,
                          struct g80_vm_fault *fault)
{
	/* Logical addresses are 40-bit; past that the sum is beyond any limit. */
	uint64_t a = offset > G80_ADDR_MASK ? UINT64_MAX : o->base + offset;
	bool over = vm->limit_inclusive ? a > o->limit : a >= o->limit;
	if (over)
		return fail(vm, fault, G80_VM_FAULT_DMAOBJ_LIMIT, acc, chan, o->selector,
		            a & G80_ADDR_MASK);
	uint64_t room = o->limit - a + (vm->limit_inclusive ? 1 : 0);

	if (o->target == G80_DMA_TARGET_VM) {
		if (!g80_vm_walk(vm, chan, a, acc, out, fault)) {
			if (fault)
				fault->selector = o->selector;
			return false;
		}
		paged_overrides(o, out);
		if (out->target != G80_TARGET_VRAM)
			out->comp = 0; /* compression is VRAM only (seed L4853) */
	} else {
		unpaged_attrs(o, a, out);
	}
	if (out->span > room)
		out->span = room;
	return check_access(vm, out, acc, chan, o->selector, a, fault);
}

/* ------------------------------------------------------------------ access helpers */

/* One pass over [offset, offset + len): translate and range-check every
 * piece; copy too when a buffer is given. */
static bool obj_pass(struct g80_vm *vm, uint32_t chan, const struct g80_dmaobj *o, uint64_t offset,
                     uint8_t *rbuf, const uint8_t *wbuf, size_t len,
                     const struct g80_vm_access *acc, struct g80_vm_fault *fault)
{
	size_t pos = 0;
	while (pos < len) {
		struct g80_vm_xlat x;
		if (!g80_dmaobj_translate(vm, chan, o, offset + pos, acc, &x, fault))
			return false;
		uint64_t n = len - pos;
		if (x.span < n)
			n = x.span ? x.span : 1;
		enum g80_vm_fault_reason why;
		struct sgpu_memspace *m = linear_check(vm->dev, x.target, x.linear, n, &why);
		if (!m)
			return fail(vm, fault, why, acc, chan, o->selector, x.linear);
		/* Direct pointers: the whole piece was range-checked above. */
		if (rbuf)
			memcpy(rbuf + pos, m->data + x.linear, n);
		else if (wbuf)
			memcpy(m->data + x.linear, wbuf + pos, n);
		pos += n;
	}
	return true;
}

bool g80_vm_obj_read(struct g80_vm *vm, uint32_t chan, const struct g80_dmaobj *obj,
                     uint64_t offset, void *buf, size_t len, const struct g80_vm_access *acc,
                     struct g80_vm_fault *fault)
{
	/* Reads copy as they go: after a fault the buffer is partly filled
	 * (callers must not use it), but memory is never touched. */
	return obj_pass(vm, chan, obj, offset, buf, NULL, len, acc, fault);
}

bool g80_vm_obj_write(struct g80_vm *vm, uint32_t chan, const struct g80_dmaobj *obj,
                      uint64_t offset, const void *buf, size_t len, const struct g80_vm_access *acc,
                      struct g80_vm_fault *fault)
{
	/* Check every piece before writing any. */
	return obj_pass(vm, chan, obj, offset, NULL, NULL, len, acc, fault) &&
	       obj_pass(vm, chan, obj, offset, NULL, buf, len, acc, fault);
}

/* g80_dmaobj_load, reporting NULL_DMAOBJ at the offset the access used. */
static bool load_for(struct g80_vm *vm, uint32_t chan, uint16_t selector, uint64_t offset,
                     const struct g80_vm_access *acc, struct g80_dmaobj *o,
                     struct g80_vm_fault *fault)
{
	if (selector == 0)
		return fail(vm, fault, G80_VM_FAULT_NULL_DMAOBJ, acc, chan, 0,
		            offset & G80_ADDR_MASK);
	return g80_dmaobj_load(vm, chan, selector, acc, o, fault);
}

bool g80_vm_dma_read(struct g80_vm *vm, uint32_t chan, uint16_t selector, uint64_t offset,
                     void *buf, size_t len, const struct g80_vm_access *acc,
                     struct g80_vm_fault *fault)
{
	struct g80_dmaobj o;
	return load_for(vm, chan, selector, offset, acc, &o, fault) &&
	       g80_vm_obj_read(vm, chan, &o, offset, buf, len, acc, fault);
}

bool g80_vm_dma_write(struct g80_vm *vm, uint32_t chan, uint16_t selector, uint64_t offset,
                      const void *buf, size_t len, const struct g80_vm_access *acc,
                      struct g80_vm_fault *fault)
{
	struct g80_dmaobj o;
	return load_for(vm, chan, selector, offset, acc, &o, fault) &&
	       g80_vm_obj_write(vm, chan, &o, offset, buf, len, acc, fault);
}

bool g80_vm_dma_rd32(struct g80_vm *vm, uint32_t chan, uint16_t selector, uint64_t offset,
                     uint32_t *value, const struct g80_vm_access *acc, struct g80_vm_fault *fault)
{
	uint8_t b[4];
	if (!g80_vm_dma_read(vm, chan, selector, offset, b, 4, acc, fault))
		return false;
	*value = sgpu_ld_le32(b);
	return true;
}

bool g80_vm_dma_wr32(struct g80_vm *vm, uint32_t chan, uint16_t selector, uint64_t offset,
                     uint32_t value, const struct g80_vm_access *acc, struct g80_vm_fault *fault)
{
	uint8_t b[4];
	sgpu_st_le32(b, value);
	return g80_vm_dma_write(vm, chan, selector, offset, b, 4, acc, fault);
}

/* ------------------------------------------------------------------ pinned ranges */

static bool pin_dep(struct g80_vm *vm, struct g80_vm_pin *pin, enum g80_target t, uint64_t addr,
                    unsigned len)
{
	addr = linear_mask(t, addr);
	struct sgpu_memspace *m = linear_check(vm->dev, t, addr, len, NULL);
	if (!m || pin->ndep >= sizeof(pin->dep) / sizeof(pin->dep[0]))
		return false;
	struct g80_vm_dep *d = &pin->dep[pin->ndep++];
	d->p = m->data + addr;
	d->len = (uint8_t)len;
	memcpy(d->val, d->p, len);
	return true;
}

bool g80_vm_dma_pin(struct g80_vm *vm, uint32_t chan, uint16_t selector, uint64_t offset,
                    const struct g80_vm_access *acc, struct g80_vm_pin *pin)
{
	/* A failed pin is no fault: latch nothing. */
	struct g80_vm quiet = *vm;
	quiet.pfb = NULL;
	struct g80_dmaobj o;
	struct g80_vm_xlat x;
	struct g80_chan ch;
	if (!g80_dmaobj_load(&quiet, chan, selector, acc, &o, NULL) ||
	    !g80_dmaobj_translate(&quiet, chan, &o, offset, acc, &x, NULL) ||
	    !g80_chan_decode(chan, &ch))
		return false;
	pin->ndep = 0;
	if (!pin_dep(vm, pin, ch.target, ch.addr + ((uint64_t)selector << 4), G80_DMAOBJ_SIZE))
		return false;
	if (x.paged) {
		uint64_t va = (o.base + offset) & G80_ADDR_MASK;
		if (!pin_dep(vm, pin, ch.target, ch.addr + vm->gen->pd_offset + (va >> 29) * 8,
		             8) ||
		    !pin_dep(vm, pin, x.pte_target, x.pte_addr, 8))
			return false;
	}
	struct sgpu_memspace *m = g80_target_mem(vm->dev, x.target);
	if (!m || !m->data || x.linear >= m->size || !x.span)
		return false;
	uint64_t n = x.span < m->size - x.linear ? x.span : m->size - x.linear;
	pin->chan = chan;
	pin->selector = selector;
	pin->offset = offset;
	pin->len = n;
	pin->ptr = m->data + x.linear;
	return true;
}
