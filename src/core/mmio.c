/* The MMIO region table: units map named regions with named registers;
 * BAR0 accesses are dispatched here and traced. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/priv.h"

sgpu_status sgpu_mmio_map(struct sgpu_device *dev, const struct sgpu_mmio_region *r)
{
	if (!dev || !r || !r->ops || !r->name || r->size == 0 ||
	    (uint64_t)r->base + r->size > UINT64_C(1) << 32) {
		if (dev)
			sgpu_log(dev, SGPU_LOG_ERROR, dev->cat_mmio, "bad MMIO region %s",
			         r && r->name ? r->name : "?");
		return SGPU_ERR_INVALID_ARG;
	}
	size_t pos = 0;
	while (pos < dev->region_count && dev->regions[pos].base < r->base)
		pos++;
	const struct sgpu_mmio_region *prev = pos ? &dev->regions[pos - 1] : NULL;
	const struct sgpu_mmio_region *next = pos < dev->region_count ? &dev->regions[pos] : NULL;
	if ((prev && (uint64_t)prev->base + prev->size > r->base) ||
	    (next && (uint64_t)r->base + r->size > next->base)) {
		sgpu_log(dev, SGPU_LOG_ERROR, dev->cat_mmio, "MMIO region %s overlaps %s", r->name,
		         prev && (uint64_t)prev->base + prev->size > r->base ? prev->name
		                                                             : next->name);
		return SGPU_ERR_INVALID_ARG;
	}
	for (size_t i = 1; i < r->reg_count; i++) {
		if (r->regs[i].offset <= r->regs[i - 1].offset) {
			sgpu_log(dev, SGPU_LOG_ERROR, dev->cat_mmio,
			         "MMIO region %s: register names not sorted at %s", r->name,
			         r->regs[i].name);
			return SGPU_ERR_INVALID_ARG;
		}
	}
	if (dev->region_count == dev->region_cap) {
		size_t cap = dev->region_cap ? dev->region_cap * 2 : 16;
		struct sgpu_mmio_region *n = realloc(dev->regions, cap * sizeof(*n));
		if (!n)
			return SGPU_ERR_NO_MEMORY;
		dev->regions = n;
		dev->region_cap = cap;
	}
	memmove(&dev->regions[pos + 1], &dev->regions[pos],
	        (dev->region_count - pos) * sizeof(*dev->regions));
	dev->regions[pos] = *r;
	dev->region_count++;
	dev->region_last = 0;
	return SGPU_OK;
}

sgpu_status sgpu_unit_map_window(struct sgpu_unit *u, uint32_t size,
                                 const struct sgpu_mmio_ops *ops, const struct sgpu_reg_name *regs,
                                 size_t reg_count, unsigned flags)
{
	struct sgpu_mmio_region r = {
	        .name = u->name,
	        .base = u->desc->base,
	        .size = size,
	        .ops = ops,
	        .unit = u,
	        .regs = regs,
	        .reg_count = reg_count,
	        .flags = flags,
	};
	return sgpu_mmio_map(u->dev, &r);
}

static struct sgpu_mmio_region *region_find(const struct sgpu_device *dev, uint32_t addr)
{
	size_t last = dev->region_last;
	if (last < dev->region_count) {
		struct sgpu_mmio_region *r = &dev->regions[last];
		if (addr >= r->base && addr - r->base < r->size)
			return r;
	}
	size_t lo = 0, hi = dev->region_count;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		struct sgpu_mmio_region *r = &dev->regions[mid];
		if (addr < r->base)
			hi = mid;
		else if (addr - r->base >= r->size)
			lo = mid + 1;
		else {
			/* A cache of the last hit; a benign write from a const
			 * lookup path. */
			((struct sgpu_device *)dev)->region_last = mid;
			return r;
		}
	}
	return NULL;
}

const char *sgpu_mmio_reg_name(const struct sgpu_mmio_region *r, uint32_t offset)
{
	size_t lo = 0, hi = r->reg_count;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (r->regs[mid].offset == offset)
			return r->regs[mid].name;
		if (r->regs[mid].offset < offset)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

static void trace_mmio(struct sgpu_device *dev, sgpu_trace_kind kind,
                       const struct sgpu_mmio_region *r, uint32_t addr, uint32_t value,
                       unsigned size, unsigned be)
{
	struct sgpu_trace_event ev = {
	        .kind = kind,
	        .unit = r ? r->unit->name : NULL,
	        .name = r ? sgpu_mmio_reg_name(r, (addr - r->base) & ~3u) : NULL,
	        .addr = addr,
	        .value = value,
	        .size = (uint8_t)size,
	        .be = (uint8_t)be,
	};
	sgpu_trace_emit(dev, &ev);
}

static bool access_ok(uint32_t addr, unsigned size)
{
	return (size == 1 || size == 2 || size == 4) && (addr & (size - 1)) == 0;
}

static uint32_t lane_mask(unsigned size)
{
	return size == 4 ? 0xffffffffu : (1u << (size * 8)) - 1;
}

/* The bits of a word that byte enables select. */
static uint32_t be_bits(unsigned be)
{
	uint32_t m = 0;
	for (unsigned i = 0; i < 4; i++)
		if (be >> i & 1)
			m |= 0xffu << (8 * i);
	return m;
}

/* One write transaction reaching a region: off aligned to 4, value
 * word-relative with disabled lanes cleared. */
static void region_write_be(struct sgpu_mmio_region *r, uint32_t off, uint32_t value, unsigned be)
{
	if (r->write_be) {
		r->write_be(r->unit, off, value, be);
		return;
	}
	if (be != 0xf) {
		uint32_t mask = be_bits(be);
		value = (r->ops->read(r->unit, off, 4) & ~mask) | (value & mask);
	}
	r->ops->write(r->unit, off, value, 4);
}

/* value: lane-relative for a plain write of size bytes (be 0), or
 * word-relative with its byte enables. */
static void unmapped_write(struct sgpu_device *dev, uint32_t addr, uint32_t value, unsigned size,
                           unsigned be)
{
	if (be && be != 0xf)
		sgpu_log(dev, SGPU_LOG_GUEST_ERROR, dev->cat_mmio,
		         "write of 0x%08x (byte enables 0x%x) to unmapped MMIO 0x%06x ignored",
		         value, be, addr);
	else
		sgpu_log(dev, SGPU_LOG_GUEST_ERROR, dev->cat_mmio,
		         "write%u of 0x%x to unmapped MMIO 0x%06x ignored", size * 8, value, addr);
}

sgpu_status sgpu_mmio_read(sgpu_device *dev, uint32_t addr, unsigned size, uint32_t *value)
{
	if (!dev || !value || !access_ok(addr, size))
		return SGPU_ERR_INVALID_ARG;
	struct sgpu_mmio_region *r = region_find(dev, addr);
	uint32_t word;
	if (r) {
		word = r->ops->read(r->unit, (addr - r->base) & ~3u, 4);
	} else {
		sgpu_log(dev, SGPU_LOG_GUEST_ERROR, dev->cat_mmio,
		         "read%u from unmapped MMIO 0x%06x", size * 8, addr);
		word = dev->chip->open_bus;
	}
	/* lane-relative: the bytes at addr, shifted down to bit 0 */
	uint32_t v = word >> ((addr & 3) * 8) & lane_mask(size);
	if (dev->trace_fn)
		trace_mmio(dev, SGPU_TRACE_MMIO_READ, r, addr, v, size,
		           ((1u << size) - 1) << (addr & 3));
	*value = v;
	return SGPU_OK;
}

sgpu_status sgpu_mmio_write_be(sgpu_device *dev, uint32_t addr, uint32_t value, unsigned be)
{
	if (!dev || (addr & 3) || be == 0 || be > 0xf)
		return SGPU_ERR_INVALID_ARG;
	value &= be_bits(be);
	struct sgpu_mmio_region *r = region_find(dev, addr);
	if (dev->trace_fn)
		trace_mmio(dev, SGPU_TRACE_MMIO_WRITE, r, addr, value, 4, be);
	if (r)
		region_write_be(r, addr - r->base, value, be);
	else
		unmapped_write(dev, addr, value, 4, be);
	return SGPU_OK;
}

sgpu_status sgpu_mmio_write(sgpu_device *dev, uint32_t addr, unsigned size, uint32_t value)
{
	if (!dev || !access_ok(addr, size))
		return SGPU_ERR_INVALID_ARG;
	/* lane-relative in, one transaction out: the same as
	 * sgpu_mmio_write_be(addr & ~3, value << 8 * lane, enables) */
	value &= lane_mask(size);
	unsigned lane = addr & 3;
	unsigned be = ((1u << size) - 1) << lane;
	struct sgpu_mmio_region *r = region_find(dev, addr);
	if (dev->trace_fn)
		trace_mmio(dev, SGPU_TRACE_MMIO_WRITE, r, addr, value, size, be);
	if (r)
		region_write_be(r, (addr - r->base) & ~3u, value << (8 * lane), be);
	else
		unmapped_write(dev, addr, value, size, 0);
	return SGPU_OK;
}

uint32_t sgpu_mmio_rd32(sgpu_device *dev, uint32_t addr)
{
	uint32_t v = 0;
	if (sgpu_mmio_read(dev, addr & ~3u, 4, &v) != SGPU_OK)
		return 0;
	return v;
}

void sgpu_mmio_wr32(sgpu_device *dev, uint32_t addr, uint32_t value)
{
	sgpu_mmio_write(dev, addr & ~3u, 4, value);
}

sgpu_status sgpu_mmio_lookup(const sgpu_device *dev, const char *name, uint32_t *addr)
{
	if (!dev || !name || !addr)
		return SGPU_ERR_INVALID_ARG;
	const char *dot = strchr(name, '.');
	if (!dot)
		return SGPU_ERR_UNMAPPED;
	size_t ulen = (size_t)(dot - name);
	for (size_t i = 0; i < dev->region_count; i++) {
		const struct sgpu_mmio_region *r = &dev->regions[i];
		if (strlen(r->name) != ulen || strncasecmp(r->name, name, ulen) != 0)
			continue;
		for (size_t k = 0; k < r->reg_count; k++) {
			if (strcasecmp(r->regs[k].name, dot + 1) == 0) {
				*addr = r->base + r->regs[k].offset;
				return SGPU_OK;
			}
		}
	}
	return SGPU_ERR_UNMAPPED;
}

size_t sgpu_mmio_name(const sgpu_device *dev, uint32_t addr, char *buf, size_t len)
{
	const struct sgpu_mmio_region *r = dev ? region_find(dev, addr) : NULL;
	if (!r)
		return (size_t)snprintf(buf, len, "0x%06x", addr);
	uint32_t off = addr - r->base;
	const char *reg = sgpu_mmio_reg_name(r, off);
	if (reg)
		return (size_t)snprintf(buf, len, "%s.%s", r->name, reg);
	/* A byte inside a named 32-bit register. */
	reg = sgpu_mmio_reg_name(r, off & ~3u);
	if (reg)
		return (size_t)snprintf(buf, len, "%s.%s+%u", r->name, reg, off & 3);
	return (size_t)snprintf(buf, len, "%s+0x%x", r->name, off);
}

sgpu_status sgpu_mmio_region_get(const sgpu_device *dev, size_t index,
                                 struct sgpu_mmio_region_info *info)
{
	if (!dev || !info)
		return SGPU_ERR_INVALID_ARG;
	if (index >= dev->region_count)
		return SGPU_ERR_OUT_OF_RANGE;
	const struct sgpu_mmio_region *r = &dev->regions[index];
	info->name = r->name;
	info->base = r->base;
	info->size = r->size;
	info->unit = r->unit ? r->unit->name : NULL;
	return SGPU_OK;
}
