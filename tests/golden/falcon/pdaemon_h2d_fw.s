// PDAEMON example firmware (tests/golden/falcon/pdaemon_h2d_gt215.sgs):
// sleep until the host posts a word in H2D (SUBINTR -> line 11 -> vector 0),
// lock mutex 3, CRC32 the word with the CRC unit, answer in D2H, unlock,
// report the mutex value in SCRATCH0 and raise line 6 for the host.
// PDAEMON I[] addresses are the host offsets << 6.
	mov $r1 0x1000
	mov $sp $r1
	mov $r1 #intr
	mov $iv0 $r1
	mov $r2 0x3600
	sethi $r2 0x10000
	mov $r1 1
	iowr I[$r2] $r1		// H2D_INTR_EN = 1
	mov $r1 0x800
	mov $r2 0x400
	iowr I[$r2] $r1		// INTR_EN_SET: line 11 (SUBINTR)
	bset $flags ie0
	bset $flags $p0
	sleep $p0
	mov $r2 0x6300
	sethi $r2 0x10000
	mov $r1 0x42
	iowr I[$r2] $r1		// MUTEX_TOKEN[3] = 0x42: lock
	iord $r11 I[$r2]
	mov $r2 0x2500
	sethi $r2 0x10000
	mov $r1 -1
	iowr I[$r2] $r1		// CRC_STATE = ~0
	mov $r2 0x2400
	sethi $r2 0x10000
	iowr I[$r2] $r10	// CRC_DATA = the word
	iord $r12 I[$r2+0x100]	// CRC_STATE
	not b32 $r12 $r12
	mov $r2 0x3700
	sethi $r2 0x10000
	iowr I[$r2] $r12	// D2H = CRC-32
	mov $r2 0x6300
	sethi $r2 0x10000
	iowr I[$r2] $r0		// unlock
	mov $r2 0x1000
	iowr I[$r2] $r11	// SCRATCH0 = what the mutex held
	mov $r1 0x40
	iowr I[$r0] $r1		// INTR_SET line 6
	exit
intr:
	mov $r2 0x3400
	sethi $r2 0x10000
	iord $r10 I[$r2]	// H2D
	mov $r1 1
	iowr I[$r2+0x100] $r1	// H2D_INTR: ack
	movw $r2 0xa200
	sethi $r2 0x10000
	iowr I[$r2] $r1		// SUBINTR bit 0: ack
	bclr $flags $p0
	iret
