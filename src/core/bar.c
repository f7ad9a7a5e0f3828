/* The BAR map: each chip's PCI BARs as apertures (registers, memory
 * windows, translated windows), and host accesses through them.
 * docs/hw/bars.md has every chip's map and where it comes from. */
#include <inttypes.h>
#include <string.h>

#include "core/priv.h"

const char *sgpu_bar_kind_name(sgpu_bar_kind kind)
{
	switch (kind) {
	case SGPU_BAR_REGISTERS: return "registers";
	case SGPU_BAR_MEMORY: return "memory";
	case SGPU_BAR_TRANSLATED: return "translated";
	default: return "?";
	}
}

sgpu_status sgpu_bar_get(const sgpu_device *dev, size_t index, struct sgpu_bar_info *info)
{
	if (!dev || !info)
		return SGPU_ERR_INVALID_ARG;
	if (index >= dev->chip->bar_count)
		return SGPU_ERR_OUT_OF_RANGE;
	const struct sgpu_bar_desc *d = &dev->chip->bars[index];
	*info = (struct sgpu_bar_info){
	        .bar = d->bar,
	        .io = d->io,
	        .bar_size = d->bar_size,
	        .offset = d->offset,
	        .size = d->size,
	        .kind = d->kind,
	        .reg_base = d->reg_base,
	        .space = d->space,
	        .name = d->name,
	        .backing = d->backing,
	};
	return SGPU_OK;
}

/* The BAR's size, 0 if the chip has no such BAR. */
static uint64_t bar_size(const struct sgpu_device *dev, unsigned bar)
{
	for (size_t i = 0; i < dev->chip->bar_count; i++)
		if (dev->chip->bars[i].bar == bar)
			return dev->chip->bars[i].bar_size;
	return 0;
}

/* The aperture holding offset; else NULL and *gap_end the offset where
 * the next aperture (or the BAR) begins. */
static const struct sgpu_bar_desc *aperture_at(const struct sgpu_device *dev, unsigned bar,
                                               uint64_t off, uint64_t *gap_end)
{
	*gap_end = bar_size(dev, bar);
	for (size_t i = 0; i < dev->chip->bar_count; i++) {
		const struct sgpu_bar_desc *d = &dev->chip->bars[i];
		if (d->bar != bar)
			continue;
		if (off >= d->offset && off - d->offset < d->size)
			return d;
		if (d->offset > off && d->offset < *gap_end)
			*gap_end = d->offset;
	}
	return NULL;
}

static void registers_access(struct sgpu_device *dev, uint32_t addr, uint8_t *buf, size_t len,
                             bool write)
{
	while (len) {
		uint32_t word = addr & ~3u;
		unsigned lane = addr & 3;
		size_t n = 4 - lane < len ? 4 - lane : len;
		if (write) {
			uint32_t v = 0;
			unsigned be = 0;
			for (size_t i = 0; i < n; i++) {
				v |= (uint32_t)buf[i] << (8 * (lane + i));
				be |= 1u << (lane + i);
			}
			sgpu_mmio_write_be(dev, word, v, be);
		} else {
			uint32_t v = 0;
			sgpu_mmio_read(dev, word, 4, &v);
			for (size_t i = 0; i < n; i++)
				buf[i] = (uint8_t)(v >> (8 * (lane + i)));
		}
		addr += (uint32_t)n;
		buf += n;
		len -= n;
	}
}

/* A memory aperture: addr is relative to the space; bytes past its end
 * wrap (wrap set) or are guest trouble. */
static void memory_access(struct sgpu_device *dev, const struct sgpu_bar_desc *d, uint64_t addr,
                          uint8_t *buf, size_t len, bool write)
{
	struct sgpu_memspace *m = &dev->mem[d->space];
	while (len) {
		if (d->wrap)
			addr %= m->size;
		if (addr >= m->size) {
			sgpu_log(dev, SGPU_LOG_GUEST_ERROR, dev->cat_mmio,
			         "BAR%u %s: %s of %zu bytes at 0x%" PRIx64
			         " past the %s (0x%" PRIx64 " bytes): %s",
			         d->bar, d->name, write ? "write" : "read", len, addr,
			         sgpu_space_name(d->space), m->size, write ? "dropped" : "reads 0");
			if (!write)
				memset(buf, 0, len);
			return;
		}
		size_t n = m->size - addr < len ? (size_t)(m->size - addr) : len;
		if (write)
			memcpy(m->data + addr, buf, n);
		else
			memcpy(buf, m->data + addr, n);
		addr += n;
		buf += n;
		len -= n;
	}
}

static sgpu_status bar_access(sgpu_device *dev, unsigned bar, uint64_t offset, uint8_t *buf,
                              size_t len, bool write)
{
	if (!dev || (!buf && len))
		return SGPU_ERR_INVALID_ARG;
	uint64_t size = bar_size(dev, bar);
	if (!size || offset > size || len > size - offset)
		return SGPU_ERR_OUT_OF_RANGE;
	while (len) {
		uint64_t gap_end;
		const struct sgpu_bar_desc *d = aperture_at(dev, bar, offset, &gap_end);
		uint64_t end = d ? d->offset + d->size : gap_end;
		size_t n = end - offset < len ? (size_t)(end - offset) : len;
		if (!d) {
			sgpu_log(
			        dev, SGPU_LOG_GUEST_ERROR, dev->cat_mmio,
			        "BAR%u: %s of %zu bytes at 0x%" PRIx64 " where nothing is mapped%s",
			        bar, write ? "write" : "read", n, offset, write ? "" : ": reads 0");
			if (!write)
				memset(buf, 0, n);
		} else if (d->kind == SGPU_BAR_REGISTERS) {
			registers_access(dev, d->reg_base + (uint32_t)(offset - d->offset), buf, n,
			                 write);
		} else {
			struct sgpu_unit *u =
			        d->kind == SGPU_BAR_TRANSLATED ? sgpu_dev_unit(dev, d->unit) : NULL;
			if (u && u->cls->bar_access)
				u->cls->bar_access(u, bar, offset - d->offset, buf, n, write);
			else
				memory_access(dev, d, offset - d->offset, buf, n, write);
		}
		offset += n;
		buf += n;
		len -= n;
	}
	return SGPU_OK;
}

sgpu_status sgpu_bar_read(sgpu_device *dev, unsigned bar, uint64_t offset, void *buf, size_t len)
{
	return bar_access(dev, bar, offset, buf, len, false);
}

sgpu_status sgpu_bar_write(sgpu_device *dev, unsigned bar, uint64_t offset, const void *buf,
                           size_t len)
{
	/* not written through: the write path only reads buf */
	return bar_access(dev, bar, offset, (uint8_t *)(uintptr_t)buf, len, true);
}

/* ------------------------------------------------------------------ memory in the register BAR */

/* A memory aperture inside the register BAR (NV1's framebuffer at BAR0 +
 * 16 MiB) is an MMIO region too, so sgpu_mmio_* and traces reach it. */
static const struct sgpu_bar_desc *region_aperture(const struct sgpu_unit *u)
{
	const struct sgpu_chip *c = u->dev->chip;
	for (size_t i = 0; i < c->bar_count; i++) {
		const struct sgpu_bar_desc *d = &c->bars[i];
		if (d->mmio_region && d->kind == SGPU_BAR_MEMORY && strcmp(d->unit, u->name) == 0)
			return d;
	}
	return NULL;
}

static uint32_t aperture_read(struct sgpu_unit *u, uint32_t off, unsigned size)
{
	(void)size;
	const struct sgpu_bar_desc *d = region_aperture(u);
	uint8_t b[4] = {0};
	if (d)
		memory_access(u->dev, d, off, b, 4, false);
	return (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
}

static void aperture_write_be(struct sgpu_unit *u, uint32_t off, uint32_t value, unsigned be)
{
	const struct sgpu_bar_desc *d = region_aperture(u);
	if (!d)
		return;
	for (unsigned i = 0; i < 4; i++) {
		if (!(be >> i & 1))
			continue;
		uint8_t b = (uint8_t)(value >> (8 * i));
		memory_access(u->dev, d, off + i, &b, 1, true);
	}
}

static void aperture_write(struct sgpu_unit *u, uint32_t off, uint32_t value, unsigned size)
{
	(void)size;
	aperture_write_be(u, off, value, 0xf);
}

static const struct sgpu_mmio_ops aperture_ops = {aperture_read, aperture_write};

sgpu_status sgpu_bar_map_regions(struct sgpu_device *dev)
{
	const struct sgpu_chip *c = dev->chip;
	for (size_t i = 0; i < c->bar_count; i++) {
		const struct sgpu_bar_desc *d = &c->bars[i];
		if (!d->mmio_region)
			continue;
		struct sgpu_unit *u = sgpu_dev_unit(dev, d->unit);
		if (!u || d->kind != SGPU_BAR_MEMORY || d->size > UINT32_MAX) {
			sgpu_log(dev, SGPU_LOG_ERROR, dev->cat_mmio, "bad BAR aperture %s",
			         d->name);
			return SGPU_ERR_INTERNAL;
		}
		struct sgpu_mmio_region r = {
		        .name = d->mmio_region,
		        .base = d->reg_base,
		        .size = (uint32_t)d->size,
		        .ops = &aperture_ops,
		        .unit = u,
		        .write_be = aperture_write_be,
		};
		sgpu_status st = sgpu_mmio_map(dev, &r);
		if (st != SGPU_OK)
			return st;
	}
	return SGPU_OK;
}
