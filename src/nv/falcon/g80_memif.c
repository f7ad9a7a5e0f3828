/* The G80:GF100 falcon memory interface (MEMIF, host 0x600-0x63f of a
 * falcon engine): eight xfer ports, each a DMA object of the current
 * channel or a physical VRAM/system memory target; port 7 is hardwired
 * to the engine's context DMA object. Layout from envytools rnndb
 * falcon.xml (falcon_memif); the seed's memory interface section is
 * "Todo". Choices: docs/hw/falcon.md "MEMIF". */
#include "nv/falcon/falcon_units.h"
#include "nv/mmu/vm.h"

#define MEMIF_PORT0 0x600
#define MEMIF_CHANNEL 0x620
#define MEMIF_CTRL 0x624
#define MEMIF_STATUS 0x628
#define PORT_ENABLE_REQ (1u << 30)
#define PORT_ENABLE_ACK (1u << 31)

enum { LINE_MEMIF_TARGET_INVALID = 8, LINE_MEMIF_FAULT = 9 };

bool g80_memif_io_read(struct g80_memif *m, uint32_t off, uint32_t *v)
{
	if (off >= MEMIF_PORT0 && off < MEMIF_PORT0 + 0x20) {
		*v = m->port[(off - MEMIF_PORT0) / 4];
		return true;
	}
	switch (off) {
	case MEMIF_CHANNEL: *v = m->f->channel_cur; return true;
	case MEMIF_CTRL: *v = (m->ctrl & 0xf0010) | 1u << 8; return true; /* IDLE */
	case MEMIF_STATUS: *v = 0; return true;
	}
	return false;
}

bool g80_memif_io_write(struct g80_memif *m, uint32_t off, uint32_t v)
{
	if (off >= MEMIF_PORT0 && off < MEMIF_PORT0 + 0x20) {
		/* enabling is acknowledged at once */
		v &= 0x0700ffffu | PORT_ENABLE_REQ;
		if (v & PORT_ENABLE_REQ)
			v |= PORT_ENABLE_ACK;
		m->port[(off - MEMIF_PORT0) / 4] = v;
		return true;
	}
	switch (off) {
	case MEMIF_CTRL: m->ctrl = v; return true;
	case MEMIF_CHANNEL:
	case MEMIF_STATUS: return true; /* read-only */
	}
	return false;
}

static bool pulse(struct g80_memif *m, unsigned line)
{
	fuc_set_line(m->f, line, true);
	fuc_set_line(m->f, line, false);
	return false;
}

bool g80_memif_access(struct g80_memif *m, unsigned port, uint64_t addr, void *buf, uint32_t len,
                      bool write)
{
	struct sgpu_device *dev = m->u->dev;
	uint32_t p = m->port[port & 7];
	unsigned type = p >> 24 & 7;
	uint16_t selector = (uint16_t)(p & 0xffff);
	struct g80_vm *vm = g80_vm_get(dev);
	if (port == 7) {
		type = 0;
		selector = vm ? vm->gen->engctx_selector[m->vm_engine] : 0;
	} else if (!(p & PORT_ENABLE_ACK)) {
		sgpu_guest_error(m->u, "xfer on MEMIF port %u, not enabled", port);
		return pulse(m, LINE_MEMIF_TARGET_INVALID);
	}
	enum g80_vm_fault_reason why;
	switch (type) {
	case 4:
	case 5:
	case 6: {
		enum g80_target t = type == 4   ? G80_TARGET_VRAM
		                    : type == 5 ? G80_TARGET_SYSRAM_SNOOP
		                                : G80_TARGET_SYSRAM_NOSNOOP;
		bool ok = write ? g80_linear_write(dev, t, addr, buf, len, &why)
		                : g80_linear_read(dev, t, addr, buf, len, &why);
		if (ok)
			return true;
		break;
	}
	case 0: {
		if (!vm) {
			sgpu_unimp(m->u, "MEMIF DMA object port without a PFB unit");
			return pulse(m, LINE_MEMIF_TARGET_INVALID);
		}
		struct g80_vm_access acc = {m->vm_engine, m->vm_client, (uint8_t)port, write,
		                            false};
		struct g80_vm_fault fault;
		uint32_t chan = m->f->channel_cur & 0x3fffffffu;
		if (!(m->f->channel_cur >> 30 & 1))
			chan = 1u << 28; /* no channel: target 1, the NO_CHANNEL fault */
		bool ok = write ? g80_vm_dma_write(vm, chan, selector, addr, buf, len, &acc, &fault)
		                : g80_vm_dma_read(vm, chan, selector, addr, buf, len, &acc, &fault);
		if (ok)
			return true;
		sgpu_guest_error(m->u, "MEMIF port %u: VM fault %s at 0x%llx", port,
		                 g80_vm_fault_name(fault.reason), (unsigned long long)fault.addr);
		return pulse(m, LINE_MEMIF_FAULT);
	}
	default:
		sgpu_guest_error(m->u, "MEMIF port %u: target type %u", port, type);
		return pulse(m, LINE_MEMIF_TARGET_INVALID);
	}
	sgpu_guest_error(m->u, "MEMIF port %u: %s at 0x%llx", port, g80_vm_fault_name(why),
	                 (unsigned long long)addr);
	return pulse(m, LINE_MEMIF_FAULT);
}
