/* The smallest softgpu program: create a null-chip device, draw colour
 * bars with its test unit, wait for the DONE interrupt, print a pixel.
 *
 *   cc hello.c $(pkg-config --cflags --libs softgpu) -o hello */
#include <inttypes.h>
#include <stdio.h>

#include <softgpu/softgpu.h>

static void on_irq(void *user, bool level)
{
	*(bool *)user = level;
}

int main(void)
{
	sgpu_device *dev;
	sgpu_status st = sgpu_device_create("null", NULL, &dev);
	if (st != SGPU_OK) {
		fprintf(stderr, "hello: %s\n", sgpu_strerror(st));
		return 1;
	}
	bool irq = false;
	sgpu_set_irq_callback(dev, on_irq, &irq);

	uint32_t a;
	sgpu_mmio_lookup(dev, "TEST.DST_LO", &a);
	sgpu_mmio_wr32(dev, a, 0x10000);
	sgpu_mmio_lookup(dev, "TEST.PITCH", &a);
	sgpu_mmio_wr32(dev, a, 1024);
	sgpu_mmio_lookup(dev, "TEST.SIZE", &a);
	sgpu_mmio_wr32(dev, a, 256 | 16 << 16);
	sgpu_mmio_lookup(dev, "TEST.PATTERN", &a);
	sgpu_mmio_wr32(dev, a, 1); /* colour bars */
	sgpu_mmio_lookup(dev, "TEST.INTR_EN", &a);
	sgpu_mmio_wr32(dev, a, 1);
	sgpu_mmio_lookup(dev, "CTL.INTR_EN", &a);
	sgpu_mmio_wr32(dev, a, 1);
	sgpu_mmio_lookup(dev, "TEST.TRIGGER", &a);
	sgpu_mmio_wr32(dev, a, 1); /* draw */

	struct sgpu_run_result r;
	sgpu_run(dev, 1000000, &r);
	uint8_t px[4];
	sgpu_mem_read(dev, SGPU_SPACE_VRAM, 0x10000 + 40 * 4, px, sizeof(px));
	printf("softgpu %s: %s after %" PRIu64 " steps, irq %s, pixel (40,0) = %02x%02x%02x%02x\n",
	       sgpu_version(), r.stop == SGPU_RUN_IDLE ? "idle" : "budget spent", r.steps,
	       irq ? "raised" : "low", px[3], px[2], px[1], px[0]);
	sgpu_device_destroy(dev);
	return irq && r.stop == SGPU_RUN_IDLE ? 0 : 1;
}
