#!/usr/bin/env python3
# byte_shard.py TEXT PREFIX: a Megatron shard (uint16 ids = bytes, one
# document per paragraph) of the first 300 kB of TEXT, written without the
# tokenizer so the trainer's tests do not depend on mtok.
import struct, sys
text = open(sys.argv[1], 'rb').read()[:300000]
docs = [d + b'\n\n' for d in text.split(b'\n\n') if d]
with open(sys.argv[2] + '.bin', 'wb') as f:
    for d in docs:
        f.write(struct.pack('<%dH' % len(d), *d))
with open(sys.argv[2] + '.idx', 'wb') as f:
    f.write(b'MMIDIDX\0\0' + struct.pack('<QBQQ', 1, 8, len(docs), len(docs) + 1))
    f.write(struct.pack('<%di' % len(docs), *[len(d) for d in docs]))
    offs, o = [], 0
    for d in docs:
        offs.append(o); o += 2 * len(d)
    f.write(struct.pack('<%dq' % len(docs), *offs))
    f.write(struct.pack('<%dq' % (len(docs) + 1), *range(len(docs) + 1)))
